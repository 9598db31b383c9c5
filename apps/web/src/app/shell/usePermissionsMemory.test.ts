import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { clearSession, storeSignIn } from '../../state/session.ts';
import { storage } from '../../state/storage.ts';
import { usePermissionsMemory } from './usePermissionsMemory.ts';

const READ = [{ area: 'complaints', action: 'read' }];

describe('the permissions the browser keeps for the next page', () => {
  it('are unknown on the first page after signing in, then kept for the user', () => {
    storeSignIn('jwt', 7);
    const { result, rerender } = renderHook(({ answered }) => usePermissionsMemory(answered), {
      initialProps: { answered: undefined as typeof READ | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ answered: READ });
    expect(result.current).toEqual(READ);
    expect(storage.get('permissions')).toEqual({ userId: 7, permissions: READ });
  });

  it('answer a reload at once for the same user, not for another, and go with signing out', () => {
    storeSignIn('jwt', 7);
    storage.set('permissions', { userId: 7, permissions: READ });
    expect(renderHook(() => usePermissionsMemory(undefined)).result.current).toEqual(READ);
    storeSignIn('jwt2', 8);
    expect(renderHook(() => usePermissionsMemory(undefined)).result.current).toBeUndefined();
    clearSession();
    expect(storage.get('permissions')).toBeNull();
  });
});

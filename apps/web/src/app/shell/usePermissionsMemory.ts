import { useEffect, useState } from 'react';
import type { Permission } from '@pano/contract';
import { useSession } from '../../state/session.ts';
import { storage } from '../../state/storage.ts';

interface Remembered {
  userId: number;
  permissions: Permission[];
}

/**
 * The signed-in user's permissions (docs/permissions.md): as `currentUser` answers them, and until it has,
 * as the browser kept them from this user's last page — so a reload draws the right menu at once instead
 * of every entry, then fewer. Unknown (`undefined`) only on the first page after signing in.
 */
export function usePermissionsMemory(answered: Permission[] | undefined): Permission[] | undefined {
  const { userId } = useSession();
  // read once as the shell mounts: the same array on every render until the answer comes
  const [kept] = useState(() => {
    const remembered = storage.get<Remembered>('permissions');
    return remembered && remembered.userId === userId ? remembered.permissions : undefined;
  });
  useEffect(() => {
    if (answered && userId !== null)
      storage.set('permissions', { userId, permissions: answered } satisfies Remembered);
  }, [answered, userId]);
  return answered ?? kept;
}

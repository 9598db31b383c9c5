import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import { userEvent } from './user.ts';
import { notifyManager } from '@tanstack/react-query';

/**
 * Runs a describe block's tests on a fake clock (the search debounce): Testing Library and TanStack Query's
 * notifications follow it. Returns a user-event session on that clock and `advance(ms)`.
 */
export function onFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library drives fake timers through a global `jest`; point it at vitest's clock.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    // Query notifications on the (fake) clock too, so they are flushed inside act() with the timers.
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  });
  afterEach(() => {
    notifyManager.setScheduler(queueMicrotask);
    vi.useRealTimers();
  });
  return {
    user: () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    advance: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
  };
}

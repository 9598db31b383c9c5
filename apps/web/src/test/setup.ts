import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n.ts';
import { reloadSession } from '../app/state/session.ts';

// TanStack Query batches notifications with setTimeout(0): run them as microtasks so tests with fake
// timers see query results without advancing the clock.
notifyManager.setScheduler(queueMicrotask);

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  reloadSession();
});

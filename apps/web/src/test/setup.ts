import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage, startI18n } from '../i18n/i18n.ts';
import { reloadSession } from '../state/session.ts';
import { toastStore } from '../state/toasts.ts';

// TanStack Query batches notifications with setTimeout(0): run them as microtasks so tests with fake
// timers see query results without advancing the clock.
notifyManager.setScheduler(queueMicrotask);

// A find waits up to 10 s (the library's 1 s default fails on a busy machine: CI shares two cores and runs
// these tests beside the browser tests); a missing element still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out: a rich-text editor scrolling its selection into view (after an image is inserted)
// asks the nodes for their rectangles, which jsdom's Range and Text lack. Empty ones are jsdom's own answer
// for elements.
// (A test in the node environment has no DOM at all.)
if (typeof Range !== 'undefined') {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const proto of [Range.prototype, Text.prototype] as object[]) {
    if (!('getClientRects' in proto)) Object.assign(proto, { getClientRects: noRects });
  }
  if (!('getBoundingClientRect' in Range.prototype)) {
    Object.assign(Range.prototype, { getBoundingClientRect: () => new DOMRect() });
  }
}

// both languages' words before any test: a test may switch to English
await startI18n();
await loadLanguage('en');

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  reloadSession();
  toastStore.set([]);
});

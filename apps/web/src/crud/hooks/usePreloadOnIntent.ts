import { useEffect } from 'react';

/** What says a person is about to use the page: a pointer moving or pressed, a key, a touch. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Starts `preload` (a heavy dialog's chunk) at the first sign that the person is using the page, instead
 * of as the page opens: the page's first render does not wait behind the chunk's evaluation (docs/performance.md,
 * "What the browser loads first"), and the chunk has usually arrived by the first click.
 */
export function usePreloadOnIntent(preload: (() => Promise<unknown>) | undefined): void {
  useEffect(() => {
    if (!preload) return undefined;
    const start = () => {
      stop();
      void preload();
    };
    const stop = () => {
      for (const event of INTENT_EVENTS) window.removeEventListener(event, start, true);
    };
    for (const event of INTENT_EVENTS)
      window.addEventListener(event, start, { capture: true, passive: true });
    return stop;
  }, [preload]);
}

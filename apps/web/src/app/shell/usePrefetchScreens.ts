import { useEffect } from 'react';
import { AREAS } from '../../features/areas.ts';
import { screenPreloads } from '../areaRoutes.tsx';
import { menuRoutes, type ShownItem } from './menuModel.ts';

const PRELOADS = screenPreloads(AREAS);

/** Runs `task` when the browser is idle (a short timeout where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

/**
 * After sign-in, fetches the code of the menu's screens one by one in idle time, so that a first visit is
 * as fast as a second (issue 26 §2.6). A chunk that fails to load is simply loaded again on its visit. When a
 * non-empty queue is done, `<html>` has `data-screens-prefetched`.
 */
export function usePrefetchScreens(menu: readonly ShownItem[]): void {
  useEffect(() => {
    const queue = menuRoutes(menu).flatMap(({ path }) => PRELOADS.get(path) ?? []);
    if (queue.length === 0) return;
    const marks = document.documentElement.dataset;
    delete marks.screensPrefetched;
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      if (stopped) return;
      const preload = queue.shift();
      // the browser tests wait for this before they count the scripts a first visit fetches
      if (!preload) {
        marks.screensPrefetched = '';
        return;
      }
      cancel = whenIdle(
        () =>
          void preload()
            .catch(() => undefined)
            .finally(next),
      );
    };
    next();
    return () => {
      stopped = true;
      cancel();
    };
  }, [menu]);
}

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
 * as fast as a second (issue 26 §2.6). A chunk that fails to load is simply loaded again on its visit.
 */
export function usePrefetchScreens(menu: readonly ShownItem[]): void {
  useEffect(() => {
    const queue = menuRoutes(menu).flatMap(({ path }) => PRELOADS.get(path) ?? []);
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      const preload = queue.shift();
      if (!preload || stopped) return;
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

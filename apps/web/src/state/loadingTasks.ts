import { useEffect, useState } from 'react';
import { SPLASH_HIDE_DELAY_MS } from '@pano/contract';
import { createStore, useStore } from './store.ts';

/** How many loading tasks are running; the splash shows while any is (spec 000 §2). */
export const loadingTaskStore = createStore(0);

/** Starts a loading task and answers the function that ends it (calling it twice ends it once). */
export function beginLoadingTask(): () => void {
  loadingTaskStore.set((count) => count + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    loadingTaskStore.set((count) => Math.max(0, count - 1));
  };
}

/** Keeps a loading task running while `active` is true and the component is mounted. */
export function useLoadingTask(active = true): void {
  useEffect(() => (active ? beginLoadingTask() : undefined), [active]);
}

/** True while a task runs and for SPLASH_HIDE_DELAY_MS after the last one ends. */
export function useSplashVisible(): boolean {
  const count = useStore(loadingTaskStore);
  const [lingering, setLingering] = useState(count > 0);
  useEffect(() => {
    if (count > 0) {
      setLingering(true);
      return undefined;
    }
    const timer = setTimeout(() => setLingering(false), SPLASH_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return count > 0 || lingering;
}

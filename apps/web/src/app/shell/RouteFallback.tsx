import { useLoadingTask } from '../../state/loadingTasks.ts';

/** Suspense fallback of lazy screens: a loading task, so the splash covers the chunk's download. */
export function RouteFallback() {
  useLoadingTask();
  return null;
}

import { flushSync } from 'react-dom';

/**
 * ReactDOM's flushSync for RouterProvider: a navigation asked `{ flushSync: true }` (a list's switch, select
 * and pager, which the URL controls) renders at once instead of in a transition.
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

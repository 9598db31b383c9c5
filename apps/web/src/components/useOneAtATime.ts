import { useRef } from 'react';

/** A handler that may answer the promise of the request it starts. */
export type OnceHandler<A extends unknown[]> = (...args: A) => void | Promise<unknown>;

/**
 * `run`, one at a time: while the promise it answered is unsettled, further calls are dropped. React draws a
 * button disabled only after the request's state reaches it (react-query tells its observers a turn later), so
 * a quick double click would otherwise send twice (issue 48, 6). A call that answers no promise (a check
 * refused the input) leaves the next one free.
 */
export function useOneAtATime<A extends unknown[]>(run: OnceHandler<A> | undefined): (...args: A) => void {
  const busy = useRef(false);
  return (...args: A) => {
    if (busy.current || !run) return;
    const running = run(...args);
    if (!running) return;
    busy.current = true;
    void running
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  };
}

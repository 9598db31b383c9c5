import { useCallback, useRef, useState } from 'react';

/**
 * One write at a time: while `send`'s work runs, another call is dropped at once (a ref, not state: two
 * taps in one frame both see the state of before), and `busy` disables the button.
 */
export function useSending(): { busy: boolean; send: (work: () => Promise<void>) => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const send = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, send };
}

import type { ChildProcess } from 'node:child_process';

/** Resolves when a server started as a process answers /healthz; throws if it exits first or after a minute. */
export async function waitUp(base: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 240 && (child?.exitCode ?? null) === null; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

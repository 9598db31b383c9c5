import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/**
 * Locks for work that many processes may start at once and only one should do: building a database
 * template (database-template.ts, embedded-cluster.ts). The others wait for the one that builds and then use
 * what it made (docs/deploy.md, Templates).
 */

/** The two modes of a PostgreSQL advisory lock: many holders of `shared` at once, or one of `exclusive`. */
export type LockMode = 'shared' | 'exclusive';

/**
 * Takes PostgreSQL's session-level advisory lock `name` on `admin`'s connection, runs `work` and lets it go.
 * Advisory locks belong to a database: every process that must meet here connects to the same one (the
 * server URL of a deployment names its control database). A connection that dies lets its locks go.
 */
export async function withAdvisoryLock<T>(
  admin: pg.Client,
  name: string,
  mode: LockMode,
  work: () => Promise<T>,
): Promise<T> {
  const suffix = mode === 'shared' ? '_shared' : '';
  await admin.query(`select pg_advisory_lock${suffix}(hashtextextended($1, 0))`, [name]);
  try {
    return await work();
  } finally {
    await admin.query(`select pg_advisory_unlock${suffix}(hashtextextended($1, 0))`, [name]);
  }
}

/** Whether process `pid` still runs (a process of another user answers EPERM: it runs). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process's holders and waiters per lock file, one after the other. */
const inProcess = new Map<string, Promise<unknown>>();

/** How long to wait between two looks at a lock another process holds. */
const POLL_MS = 50;

/**
 * Runs `work` while holding the lock file `name` in folder `dir`: one holder at a time across this
 * process's callers and other processes. A lock file names its holder's pid; one whose holder is gone (a
 * crash) is taken over. The lock spares duplicate work only: what is built under it is still built aside
 * and moved into place, so two holders (a takeover raced by two waiters) cannot make a broken result.
 */
export function withFolderLock<T>(dir: string, name: string, work: () => Promise<T>): Promise<T> {
  const file = path.join(dir, `.${name}.lock`);
  const before = inProcess.get(file) ?? Promise.resolve();
  const run = before.then(
    () => holdFile(file, work),
    () => holdFile(file, work),
  );
  const settled = run.catch(() => undefined);
  inProcess.set(file, settled);
  void settled.then(() => {
    if (inProcess.get(file) === settled) inProcess.delete(file);
  });
  return run;
}

async function holdFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mark = String(process.pid);
  for (;;) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd !== undefined) {
      fs.writeSync(fd, mark);
      fs.closeSync(fd);
      break;
    }
    if (abandoned(file)) fs.rmSync(file, { force: true });
    else await sleep(POLL_MS);
  }
  try {
    return await work();
  } finally {
    if (readHolder(file) === process.pid) fs.rmSync(file, { force: true });
  }
}

/** How long a lock file may stay without its holder's pid (written right after it is made). */
const UNNAMED_MS = 10_000;

/** A lock whose holder is gone, or that never got a holder's pid (its maker died in between). */
function abandoned(file: string): boolean {
  const holder = readHolder(file);
  if (holder !== undefined) return !processAlive(holder) && readHolder(file) === holder;
  try {
    return Date.now() - fs.statSync(file).mtimeMs > UNNAMED_MS;
  } catch {
    return false;
  }
}

/** The pid in a lock file; undefined when it is gone or not yet written. */
function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

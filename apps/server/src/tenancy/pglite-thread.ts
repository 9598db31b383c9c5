import { isPlannedOnce } from '../db/statement-cache.ts';
import { DatabaseThread } from './pglite-database-thread.ts';

/** A statement's answer as PGlite gives it (what Drizzle reads of it). */
export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** How Drizzle asks: rows as objects or arrays, and the types whose text it keeps as it is (its parsers). */
interface QueryOptions {
  rowMode?: 'object' | 'array';
  parsers?: Record<number, unknown>;
}

/** What Drizzle's PGlite driver calls on a client and on a transaction's client. */
export interface ThreadQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
}

/**
 * Over how long a database's share of the shared thread is judged, the share that makes it busy, and how long
 * the other databases' statements must have waited for their turns meanwhile for it to move.
 */
const WINDOW_MS = 1_000;
const BUSY_SHARE = 0.5;
const OTHERS_WAITED_MS = 20;
/**
 * The nice value of a thread for busy databases: where it and the server's thread (or the shared databases'
 * thread) want the same core, the kernel gives them most of it, so a busy tenant's statements take the time
 * the others leave.
 */
export const BUSY_THREAD_NICE = 10;

/**
 * Where the embedded databases run (docs/performance.md, "A thread for busy tenants"). Every database opens
 * on the shared thread, where databases take turns statement by statement; but a statement is not cut
 * short, so a tenant whose heavy statements keep the thread busy still made every other tenant's statement
 * wait for the one running. A database whose statements held more than half of the shared thread over a
 * second, while the other databases' statements waited for their turns, moves to a thread for busy
 * databases: at most `busyThreads` of them (EMBEDDED_BUSY_THREADS), each taking the next busy database when
 * it holds the fewest. A moved database stays there until it is closed (a tenant closed for being idle
 * opens on the shared thread again).
 */
class Placement {
  readonly shared = new DatabaseThread();
  private readonly busy: DatabaseThread[] = [];
  busyThreads = 1;
  private windowStart = performance.now();
  private readonly used = new Map<ThreadedPGlite, { held: number; waited: number }>();

  get threads(): DatabaseThread[] {
    return [this.shared, ...this.busy];
  }

  /** A statement of `db` held the shared thread `ms` after waiting `waited`: over a window, busy ones move. */
  measured(db: ThreadedPGlite, ms: number, waited: number): void {
    const used = this.used.get(db) ?? { held: 0, waited: 0 };
    this.used.set(db, { held: used.held + ms, waited: used.waited + waited });
    const now = performance.now();
    const elapsed = now - this.windowStart;
    if (elapsed < WINDOW_MS) return;
    const waitedInAll = [...this.used.values()].reduce((sum, one) => sum + one.waited, 0);
    for (const [candidate, { held, waited: own }] of this.used)
      if (this.busyThreads > 0 && held >= BUSY_SHARE * elapsed && waitedInAll - own >= OTHERS_WAITED_MS)
        candidate.moveTo(this.busyThread());
    this.used.clear();
    this.windowStart = now;
  }

  /** A closed database is no longer judged. */
  forget(db: ThreadedPGlite): void {
    this.used.delete(db);
  }

  private busyThread(): DatabaseThread {
    if (this.busy.length < this.busyThreads) this.busy.push(new DatabaseThread(BUSY_THREAD_NICE));
    return this.busy.reduce((least, thread) => (thread.load < least.load ? thread : least));
  }
}

const placement = new Placement();

/** How many threads busy embedded databases may move to (EMBEDDED_BUSY_THREADS; 0: all share one). */
export function setEmbeddedBusyThreads(count: number): void {
  placement.busyThreads = Math.max(0, count);
}

/**
 * A full garbage collection on the embedded databases' threads, where they run (with --expose-gc, npm
 * start's default): what seeding left there, and the memory of databases closed since, is given back now.
 */
export async function collectEmbeddedGarbage(): Promise<void> {
  for (const thread of placement.threads) if (thread.running) await thread.call({ op: 'collect' });
}

/** Stops the embedded databases' threads at once, as a crash would: for the tests of what follows one. */
export async function stopEmbeddedThread(): Promise<void> {
  for (const thread of placement.threads) await thread.stop();
}

const queryMessage = (sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) => ({
  op: 'query',
  sql,
  params,
  rowMode: options?.rowMode,
  // Drizzle's parsers all keep a type's text as it is (timestamps, dates, intervals and their arrays)
  keepText: Object.keys(options?.parsers ?? {}).map(Number),
});

/**
 * An embedded database (PGlite) run on an embedded databases' thread, as Drizzle's PGlite driver uses a
 * client: `query`, and `transaction` whose work runs here while its statements run there — other
 * statements on the database wait until it ends, as in PGlite itself. The server's own thread only sends
 * statements and receives rows, so requests are served while a statement runs (docs/performance.md).
 */
export class ThreadedPGlite implements ThreadQueryable {
  /** The worker this database was opened on (DatabaseThread.current). */
  private openedOn: number;
  /** A reopening or a move under way: calls wait for it before they start. */
  private gate: Promise<void> | undefined;
  /** Calls started and not ended (a transaction counts until it ends); a move waits for none. */
  private running = 0;
  private drained: (() => void) | undefined;
  /** Closed on one thread and not yet open on another (a move that failed): the next call opens it. */
  private lost = false;
  /** Closed for good: never moved nor opened again. */
  private ended = false;

  private constructor(
    private thread: DatabaseThread,
    private id: number,
    private readonly dir: string,
    private readonly startParams: string[],
  ) {
    this.openedOn = thread.current();
  }

  static async open(dir: string, startParams: string[]): Promise<ThreadedPGlite> {
    const thread = placement.shared;
    return new ThreadedPGlite(thread, await openOn(thread, dir, startParams), dir, startParams);
  }

  /** Whether this database has moved to a thread for busy ones (for the tests). */
  get onBusyThread(): boolean {
    return this.thread !== placement.shared;
  }

  /** Moves this database to `to` once the calls under way have ended; the calls meanwhile wait for it. */
  moveTo(to: DatabaseThread): void {
    if (this.gate || this.lost || this.ended || this.thread === to) return;
    this.gate = this.move(to).finally(() => {
      this.gate = undefined;
    });
    this.gate.catch(() => undefined); // the next call sees a failure through `enter`
  }

  private async move(to: DatabaseThread): Promise<void> {
    if (this.running > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    const from = this.thread;
    await from.call({ op: 'close', db: this.id }).catch(() => undefined); // a stopped thread holds nothing
    this.lost = true;
    await from.closed();
    await this.openOnThread(to).catch(() => this.openOnThread(from));
  }

  private async openOnThread(thread: DatabaseThread): Promise<void> {
    this.id = await openOn(thread, this.dir, this.startParams);
    Object.assign(this, { thread, lost: false, openedOn: thread.current() });
  }

  /**
   * Waits for a move or a reopening, then counts the call as running. Open on the worker now running: if
   * the thread stopped (a WebAssembly abort) since this database was opened, it is opened again on the new
   * one (PostgreSQL recovers it from its write-ahead log), instead of every request of the tenant failing
   * until the server restarts.
   */
  private async enter(): Promise<void> {
    for (;;) {
      if (this.gate) await this.gate;
      else if (this.lost) this.gate = this.reopen(() => this.openOnThread(placement.shared));
      else if (this.thread.current() !== this.openedOn) {
        const worker = this.thread.current();
        const message = { op: 'open', db: this.id, dir: this.dir, startParams: this.startParams };
        this.gate = this.reopen(async () => {
          await this.thread.call(message);
          this.openedOn = worker;
        });
      } else {
        this.running++;
        return;
      }
    }
  }

  private reopen(work: () => Promise<void>): Promise<void> {
    return work().finally(() => {
      this.gate = undefined;
    });
  }

  private leave(): void {
    if (--this.running > 0) return;
    const drained = this.drained;
    this.drained = undefined;
    drained?.();
  }

  /** The thread's time a statement took counts towards this database's share of the shared thread. */
  private readonly measured = (ms: number, waited: number) => {
    if (this.thread === placement.shared) placement.measured(this, ms, waited);
  };

  async query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    await this.enter();
    try {
      // a statement planned once (db/statement-cache.ts) is prepared there by name; not in a transaction
      const named = isPlannedOnce(sql);
      const message = { ...queryMessage(sql, params, options), db: this.id, named };
      return await this.thread.call(message, this.measured);
    } finally {
      this.leave();
    }
  }

  async transaction<T>(work: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    await this.enter();
    const thread = this.thread;
    const tx = thread.newId();
    try {
      await thread.call({ op: 'begin', db: this.id, tx });
      const client: ThreadQueryable = {
        query: (sql, params, options) =>
          thread.call({ ...queryMessage(sql, params, options), tx }, this.measured),
      };
      let result: T;
      try {
        result = await work(client);
      } catch (error) {
        await thread.call({ op: 'end', tx, commit: false });
        throw error;
      }
      await thread.call({ op: 'end', tx, commit: true });
      return result;
    } finally {
      await thread.closed();
      this.leave();
    }
  }

  async close(): Promise<void> {
    this.ended = true;
    placement.forget(this);
    while (this.gate) await this.gate.catch(() => undefined);
    if (this.lost) return;
    try {
      await this.thread.call({ op: 'close', db: this.id });
    } finally {
      await this.thread.closed();
    }
  }
}

/** Opens `dir` on `thread`, answering its number there. */
async function openOn(thread: DatabaseThread, dir: string, startParams: string[]): Promise<number> {
  const id = thread.newId();
  try {
    await thread.call({ op: 'open', db: id, dir, startParams });
  } catch (error) {
    await thread.closed();
    throw error;
  }
  return id;
}

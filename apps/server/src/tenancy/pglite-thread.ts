import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { isPlannedOnce } from '../db/statement-cache.ts';

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

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The one worker thread holding this process's embedded databases (`pglite-thread/worker.mjs`), started
 * with the first and ended with the last. Messages: `open` a folder as database n, `query` on a database or
 * an open transaction (`named`: prepared once under a name, on a database), `begin` and `end` (commit or
 * roll back) a transaction, `close`. Each call is answered with its result or an error carrying
 * PostgreSQL's fields (code, constraint, table …).
 */
class DatabaseThread {
  private worker: Worker | undefined;
  private readonly calls = new Map<number, Pending>();
  private nextCall = 1;
  private nextId = 1;
  private open = 0;
  /** How many workers have started: a database opened on an earlier one is not open on this one. */
  private starts = 0;

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** The worker now running (started if none is), by its number. */
  current(): number {
    this.worker ??= this.start();
    return this.starts;
  }

  /** Ends the worker at once, as a crash would (how the tests show that the databases come back). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  /** A number for a database or a transaction, which counts as open until `closed`. */
  newId(): number {
    this.open++;
    return this.nextId++;
  }

  call<T>(message: Record<string, unknown>): Promise<T> {
    const worker = (this.worker ??= this.start());
    const call = this.nextCall++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(call, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, call });
    });
  }

  /** A database or a transaction has ended: the thread ends with the last, so it keeps no process alive. */
  async closed(): Promise<void> {
    if (--this.open > 0 || !this.worker) return;
    const worker = this.worker;
    this.worker = undefined;
    await worker.terminate();
  }

  private start(): Worker {
    this.starts++;
    const worker = new Worker(path.join(import.meta.dirname, 'pglite-thread', 'worker.mjs'));
    worker.on('message', (answer: { call: number; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = this.calls.get(answer.call);
      this.calls.delete(answer.call);
      if (answer.error) pending?.reject(Object.assign(new Error(String(answer.error.message)), answer.error));
      else pending?.resolve(answer.result);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.calls.values()) pending.reject(error);
      this.calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new Error(`the embedded databases' thread stopped (exit code ${code})`)),
    );
    return worker;
  }
}

const thread = new DatabaseThread();

/**
 * A full garbage collection on the embedded databases' thread, where it runs (with --expose-gc, npm start's
 * default): what seeding left there, and the memory of databases closed since, is given back now.
 */
export async function collectEmbeddedGarbage(): Promise<void> {
  if (thread.running) await thread.call({ op: 'collect' });
}

/** Stops the embedded databases' thread at once, as a crash would: for the tests of what follows one. */
export function stopEmbeddedThread(): Promise<void> {
  return thread.stop();
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
 * An embedded database (PGlite) run on the embedded databases' thread, as Drizzle's PGlite driver uses a
 * client: `query`, and `transaction` whose work runs here while its statements run there — other
 * statements on the database wait until it ends, as in PGlite itself. The server's own thread only sends
 * statements and receives rows, so requests are served while a statement runs (docs/performance.md).
 */
export class ThreadedPGlite implements ThreadQueryable {
  /** The worker this database was opened on (DatabaseThread.current), and its opening there if under way. */
  private openedOn: number;
  private reopening: Promise<void> | undefined;

  private constructor(
    private readonly id: number,
    private readonly dir: string,
    private readonly startParams: string[],
  ) {
    this.openedOn = thread.current();
  }

  static async open(dir: string, startParams: string[]): Promise<ThreadedPGlite> {
    const id = thread.newId();
    try {
      await thread.call({ op: 'open', db: id, dir, startParams });
    } catch (error) {
      await thread.closed();
      throw error;
    }
    return new ThreadedPGlite(id, dir, startParams);
  }

  /**
   * Open on the worker now running: if the thread stopped (a WebAssembly abort) since this database was
   * opened, the next statement opens its folder again on the new one (PostgreSQL recovers it from its
   * write-ahead log), instead of every request of the tenant failing until the server restarts.
   */
  private async ready(): Promise<void> {
    const worker = thread.current();
    if (worker === this.openedOn) return;
    this.reopening ??= thread
      .call({ op: 'open', db: this.id, dir: this.dir, startParams: this.startParams })
      .then(() => {
        this.openedOn = worker;
      })
      .finally(() => {
        this.reopening = undefined;
      });
    await this.reopening;
  }

  async query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    await this.ready();
    // a statement planned once (db/statement-cache.ts) is prepared there by name; not in a transaction
    const named = isPlannedOnce(sql);
    return thread.call({ ...queryMessage(sql, params, options), db: this.id, named });
  }

  async transaction<T>(work: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    const tx = thread.newId();
    try {
      await this.ready();
      await thread.call({ op: 'begin', db: this.id, tx });
      const client: ThreadQueryable = {
        query: (sql, params, options) => thread.call({ ...queryMessage(sql, params, options), tx }),
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
    }
  }

  async close(): Promise<void> {
    try {
      await thread.call({ op: 'close', db: this.id });
    } finally {
      await thread.closed();
    }
  }
}

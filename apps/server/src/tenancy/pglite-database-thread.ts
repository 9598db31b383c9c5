import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type Measured = (ms: number, waited: number) => void;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Told how long the call's work held the thread and how long it waited for its turn, in ms. */
  measured?: Measured;
  /** The worker it was sent to: only that one's end fails it. */
  worker: Worker;
}

/**
 * One worker thread holding embedded databases (`pglite-thread/worker.mjs`), started with the first and
 * ended with the last. Messages: `open` a folder as database n, `query` on a database or an open transaction
 * (`named`: prepared once under a name, on a database), `begin` and `end` (commit or roll back) a
 * transaction, `close`. Each call is answered with its result or an error carrying PostgreSQL's fields
 * (code, constraint, table …), and the time its work held the thread.
 */
export class DatabaseThread {
  private worker: Worker | undefined;
  private readonly calls = new Map<number, Pending>();
  private nextCall = 1;
  private nextId = 1;
  private open = 0;
  /** How many workers have started: a database opened on an earlier one is not open on this one. */
  private starts = 0;

  /** `nice`: the nice value the worker sets for itself (0: it keeps the process's; a process already nicer keeps its own). */
  constructor(private readonly nice = 0) {}

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Databases and transactions open here. */
  get load(): number {
    return this.open;
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

  call<T>(message: Record<string, unknown>, measured?: Measured): Promise<T> {
    const worker = (this.worker ??= this.start());
    const call = this.nextCall++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(call, { resolve: resolve as (value: unknown) => void, reject, measured, worker });
      worker.postMessage({ ...message, call, sentAt: performance.timeOrigin + performance.now() });
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
    const worker = new Worker(path.join(import.meta.dirname, 'pglite-thread', 'worker.mjs'), {
      workerData: { nice: this.nice },
    });
    type Answer = {
      call: number;
      result?: unknown;
      error?: Record<string, unknown>;
      ms?: number;
      waited?: number;
    };
    worker.on('message', (answer: Answer) => {
      const pending = this.calls.get(answer.call);
      this.calls.delete(answer.call);
      if (answer.ms !== undefined) pending?.measured?.(answer.ms, answer.waited ?? 0);
      if (answer.error) pending?.reject(Object.assign(new Error(String(answer.error.message)), answer.error));
      else pending?.resolve(answer.result);
    });
    // a worker ended after its last database closed may report it once the next one has started
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [call, pending] of this.calls)
        if (pending.worker === worker) {
          this.calls.delete(call);
          pending.reject(error);
        }
    };
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new Error(`the embedded databases' thread stopped (exit code ${code})`)),
    );
    return worker;
  }
}

import type { Logger as DrizzleLogger } from 'drizzle-orm';

interface Kept {
  value: number;
  at: number;
}

/**
 * The totals of list pages on one open database, reused until anything is written to it or `ttlMs` passes
 * (docs/performance.md, "Totals"). A page of 15 rows costs a fraction of a millisecond through its index;
 * counting 100,000 matching rows costs milliseconds every time, on every page.
 *
 * Exact for this process's own writes: every statement that is not a `select` forgets all totals as it is
 * sent (the database's logger) and again once it has finished (the driver's `query`, `watchWrites`), and
 * so does the end of every transaction (committed or not); a total whose count overlapped any of these is
 * not kept. Writes by another process (several servers on one PostgreSQL database, or by hand) show in a
 * total after `ttlMs` at most — as a revoked token does (TOKEN_CACHE_MS).
 */
export class CountCache {
  private generation = 0;
  private readonly totals = new Map<string, Kept>();
  /** Told of every write, after the totals are forgotten (the other processes are told: docs/deploy.md). */
  onWritten?: () => void;

  constructor(
    private readonly ttlMs: number,
    private readonly maxKept = 500,
  ) {}

  /** Something may have changed here: every total is counted again, and `onWritten` is told. */
  written(): void {
    this.forget();
    this.onWritten?.();
  }

  /** Every total is counted again (another process wrote). */
  forget(): void {
    this.generation++;
    this.totals.clear();
  }

  /** The total under `key` (the count statement's SQL and parameters), counted by `count` when not kept. */
  async total(key: string, count: () => Promise<number>): Promise<number> {
    const kept = this.totals.get(key);
    const now = performance.now();
    if (kept && now - kept.at < this.ttlMs) return kept.value;
    const generation = this.generation;
    const value = await count();
    if (this.ttlMs > 0 && generation === this.generation) {
      this.totals.delete(key);
      if (this.totals.size >= this.maxKept) this.totals.delete(this.totals.keys().next().value!);
      this.totals.set(key, { value, at: now });
    }
    return value;
  }

  /** `logger` (if any) told of every statement, and this cache of every statement that may write. */
  watching(logger: DrizzleLogger | undefined): DrizzleLogger {
    return {
      logQuery: (query, params) => {
        if (mayWrite(query)) this.written();
        logger?.logQuery(query, params);
      },
    };
  }
}

/** Anything but a `select` may change what a count finds. */
function mayWrite(statement: string): boolean {
  return !/^\s*select\b/i.test(statement);
}

/** A driver's client as Drizzle calls it (pg's Pool, PGlite): the statement's text first, or a config with it. */
interface QueryingClient {
  query: (...args: never[]) => Promise<unknown>;
}

/**
 * Tells `cache` when a statement that may write has finished on `client` — outside a transaction, when it
 * has committed: a count that read before that is not kept.
 */
export function watchWrites<Client extends QueryingClient>(client: Client, cache: CountCache): Client {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = (async (...args: unknown[]) => {
    const [statement] = args;
    const text = typeof statement === 'string' ? statement : ((statement as { text?: string })?.text ?? '');
    try {
      return await query(...args);
    } finally {
      if (mayWrite(text)) cache.written();
    }
  }) as Client['query'];
  return client;
}

const caches = new WeakMap<object, CountCache>();

/** Gives `db` (a database the server opened) its cache; its transactions forget every total when they end. */
export function keepCounts<Db extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: Db,
  cache: CountCache,
): Db {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = (async (...args: unknown[]) => {
    try {
      return await transaction(...args);
    } finally {
      cache.written();
    }
  }) as Db['transaction'];
  caches.set(db, cache);
  return db;
}

/** The cache of a database the server opened; none for a transaction, whose totals are counted each time. */
export function countCacheOf(db: object): CountCache | undefined {
  return caches.get(db);
}

/** A count statement not yet run (Drizzle's select builders run when awaited). */
export interface CountQuery extends PromiseLike<{ value: number }[]> {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The total behind a page of `found` rows (page `pageNumber` of `pageSize` rows). A page that is not full
 * says it without counting (rows before it + rows on it), an empty first page is 0; otherwise `counting`
 * runs, its answer reused from `db`'s cache while nothing is written (docs/performance.md, Totals).
 */
export async function pageTotal(
  db: object,
  { pageNumber, pageSize }: { pageNumber: number; pageSize: number },
  found: number,
  counting: CountQuery,
): Promise<number> {
  const offset = (pageNumber - 1) * pageSize;
  if (found > 0 && found < pageSize) return offset + found;
  if (found === 0 && offset === 0) return 0;
  const counted = async () => (await counting)[0]?.value ?? 0;
  const cache = countCacheOf(db);
  if (!cache) return counted();
  const { sql, params } = counting.toSQL();
  return cache.total(`${sql}\u0000${JSON.stringify(params)}`, counted);
}

import { and, asc, getTableColumns, getTableName, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../db/tenant-db.ts';

type Row = Record<string, unknown>;
type Fetch<V> = (db: TenantDb, ids: number[]) => Promise<Map<number, V>>;

interface Batch {
  ids: Set<number>;
  promise: Promise<Map<number, unknown>>;
}

/**
 * Per-request batching of look-ups by id: every id asked for under one key in the same tick is fetched with
 * one query, so a list page's relations, children and counts cost one query each, whatever the page size
 * (no N+1). Answers are kept for the rest of the request.
 */
export class Loaders {
  private readonly pending = new Map<string, Batch>();
  private readonly done = new Map<string, Map<number, unknown>>();

  constructor(private readonly db: TenantDb | undefined) {}

  /** The value `fetch` finds for `id`, fetched together with every other id asked for under `key`. */
  batch<V>(key: string, id: number, fetch: Fetch<V>): Promise<V | undefined> {
    const known = this.done.get(key);
    if (known?.has(id)) return Promise.resolve(known.get(id) as V | undefined);
    let batch = this.pending.get(key);
    if (!batch) {
      const ids = new Set<number>();
      const promise = Promise.resolve().then(async () => {
        this.pending.delete(key);
        const fetched: Map<number, unknown> = this.db ? await fetch(this.db, [...ids]) : new Map();
        const found = this.done.get(key) ?? new Map<number, unknown>();
        for (const asked of ids) found.set(asked, fetched.get(asked));
        this.done.set(key, found);
        return found;
      });
      batch = { ids, promise };
      this.pending.set(key, batch);
    }
    batch.ids.add(id);
    return batch.promise.then((found) => found.get(id) as V | undefined);
  }

  /** Rows already read (joined into a list's page): later `load`s of them cost no query. */
  prime(table: PgTable & { id: PgColumn }, rows: Row[]): void {
    const key = `row:${getTableName(table)}`;
    const found = this.done.get(key) ?? new Map<number, unknown>();
    for (const row of rows) found.set(row.id as number, row);
    this.done.set(key, found);
  }

  /** A row by id. */
  async load(table: PgTable & { id: PgColumn }, id: number): Promise<Row | null> {
    const row = await this.batch<Row>(`row:${getTableName(table)}`, id, async (db, ids) => {
      const rows = (await db.select().from(table).where(inArray(table.id, ids))) as Row[];
      return new Map(rows.map((r) => [r.id as number, r]));
    });
    return row ?? null;
  }

  /**
   * The rows whose column `foreignKey` (a property of `table`) is `id`: a parent's children, in id order;
   * with a `window`, only that page of each parent's children (one query for every parent asked for).
   */
  async children(
    table: PgTable & { id: PgColumn },
    foreignKey: string,
    id: number,
    window?: { limit: number; offset: number },
  ): Promise<Row[]> {
    const parentColumn = (table as unknown as Record<string, PgColumn>)[foreignKey];
    if (!parentColumn) throw new Error(`${getTableName(table)} has no column ${foreignKey}`);
    const page = window ? `:${window.offset}+${window.limit}` : '';
    const key = `children:${getTableName(table)}.${foreignKey}${page}`;
    const rows = await this.batch<Row[]>(key, id, async (db, ids) => {
      const found = window
        ? await pageOfChildren(db, table, parentColumn, ids, window)
        : ((await db.select().from(table).where(inArray(parentColumn, ids)).orderBy(asc(table.id))) as Row[]);
      const byParent = new Map<number, Row[]>();
      for (const row of found) {
        const parent = row[foreignKey] as number;
        const siblings = byParent.get(parent);
        if (siblings) siblings.push(row);
        else byParent.set(parent, [row]);
      }
      return byParent;
    });
    return rows ?? [];
  }
}

/** Each parent's children numbered in id order, and only the window of them kept. */
async function pageOfChildren(
  db: TenantDb,
  table: PgTable & { id: PgColumn },
  parentColumn: PgColumn,
  ids: number[],
  window: { limit: number; offset: number },
): Promise<Row[]> {
  const numbered = db
    .select({
      ...getTableColumns(table),
      position: sql<number>`row_number() over (partition by ${parentColumn} order by ${table.id})`.as(
        'position',
      ),
    })
    .from(table)
    .where(inArray(parentColumn, ids))
    .as('numbered');
  const rows = (await db
    .select()
    .from(numbered)
    .where(and(gt(numbered.position, window.offset), lte(numbered.position, window.offset + window.limit)))
    .orderBy(asc(numbered.position))) as Row[];
  return rows.map(({ position: _position, ...row }) => row);
}

import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../tenancy/tenant-registry.ts';

type Row = Record<string, unknown>;
interface Batch {
  ids: Set<number>;
  promise: Promise<Map<number, Row>>;
}

/**
 * Per-request batching of look-ups by id: every relation of a list page is fetched in one query,
 * whatever the page size (no N+1).
 */
export class Loaders {
  private readonly pending = new Map<PgTable, Batch>();
  private readonly done = new Map<PgTable, Map<number, Row>>();

  constructor(private readonly db: TenantDb | undefined) {}

  load(table: PgTable & { id: PgColumn }, id: number): Promise<Row | null> {
    const known = this.done.get(table);
    if (known?.has(id)) return Promise.resolve(known.get(id) ?? null);
    let batch = this.pending.get(table);
    if (!batch) {
      const ids = new Set<number>();
      const promise = Promise.resolve().then(async () => {
        this.pending.delete(table);
        if (!this.db) return new Map<number, Row>();
        const rows = (await this.db
          .select()
          .from(table)
          .where(inArray(table.id, [...ids]))) as Row[];
        const found = this.done.get(table) ?? new Map<number, Row>();
        for (const row of rows) found.set(row.id as number, row);
        this.done.set(table, found);
        return found;
      });
      batch = { ids, promise };
      this.pending.set(table, batch);
    }
    batch.ids.add(id);
    return batch.promise.then((found) => found.get(id) ?? null);
  }
}

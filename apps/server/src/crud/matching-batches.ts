import type { TenantDb } from '../db/tenant-db.ts';
import { EXPORT_MAX_ROWS } from '../graphql/export-file.ts';
import type { OperationContext } from '../request/context.ts';
import { parseInput } from '../kernel/validation.ts';
import { column, type EntityDefinition, type Row } from './entity-definition.ts';
import { selectRows } from './list-entities.ts';
import { whereOf } from './list-conditions.ts';
import { pagerSchema, type Pager } from './pager-schema.ts';
import { orderByOf, sortOrderOf, type SortCursor } from './sort-order.ts';

export interface BatchOptions {
  /** Most rows read in all. */
  max: number;
  /** Rows per statement. */
  batchSize: number;
}

/**
 * Every row the list would show for this pager's search, filters and sort (not one page), up to `max`,
 * read `batchSize` at a time after the last row read (keyset, crud/sort-order.ts): a caller holds one
 * batch at a time, whatever the total. Each row carries its definition's relations under their fields
 * (`row.user`, `row.complaintType`), joined into the batch's one statement.
 */
export async function* matchingBatches(
  db: TenantDb,
  def: EntityDefinition,
  input: unknown,
  { max, batchSize }: BatchOptions,
): AsyncGenerator<Row[]> {
  const pager = parseInput(pagerSchema(def), input ?? {}) as Pager;
  let after: SortCursor | undefined;
  for (let read = 0; read < max;) {
    const limit = Math.min(batchSize, max - read);
    const found = await selectRows(db, def, pager, { limit, after, join: true });
    if (found.length) yield found.map((r) => ({ ...r.row, ...r.related }));
    read += found.length;
    if (found.length < limit) return;
    after = found.at(-1)?.cursor;
  }
}

/**
 * The distinct values of column `key` among the rows `matchingBatches` reads (the first `max` in the
 * pager's order), in one statement: what an export must know before its first row (a form's columns).
 */
export async function matchingValues(
  db: TenantDb,
  def: EntityDefinition,
  input: unknown,
  key: string,
  max: number,
): Promise<unknown[]> {
  const pager = parseInput(pagerSchema(def), input ?? {}) as Pager;
  const matching = db
    .select({ value: column(def, key) })
    .from(def.table)
    .where(whereOf(def, pager))
    .orderBy(...orderByOf(sortOrderOf(def, pager), def.table.id))
    .limit(max)
    .as('matching');
  const rows = await db.selectDistinct({ value: matching.value }).from(matching);
  return rows.map((row) => row.value);
}

/**
 * The rows an Excel export writes: every row the list's pager matches, up to EXPORT_MAX_ROWS, in batches
 * of EXPORT_BATCH_SIZE (docs/exports.md).
 */
export function exportBatches(
  { db, services }: OperationContext,
  def: EntityDefinition,
  input: unknown,
): AsyncGenerator<Row[]> {
  return matchingBatches(db, def, input, {
    max: EXPORT_MAX_ROWS,
    batchSize: services.config.exportBatchSize,
  });
}

/** The row a batch joined in for relation `field` (`joined(row, 'user')?.name`); undefined when none. */
export const joined = (row: Row, field: string): Row | undefined => (row[field] as Row | null) ?? undefined;

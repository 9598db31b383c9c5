import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_MIN_LENGTH } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import { DomainError, ok, type Envelope } from '../kernel/envelope.ts';
import { parseInput } from '../kernel/validation.ts';
import { folded } from '../db/turkish-text.ts';
import { versionOf } from './row-version.ts';
import { column, type EntityDefinition, type IdTable, type Row } from './entity-definition.ts';
import type { Loaders } from '../request/loaders.ts';
import { pagerSchema, type Pager } from './pager-schema.ts';
import { stampChildPagers } from './child-pagers.ts';
import { pageTotal } from '../db/count-cache.ts';
import { afterCursor, orderByOf, sortKeyText, sortOrderOf, type SortCursor } from './sort-order.ts';

/** `%` and `_` typed by a user are searched for literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function whereOf(def: EntityDefinition, pager: Pager): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const key of def.filters ?? []) {
    const value = pager[key];
    if (typeof value === 'number') conditions.push(eq(column(def, key), value));
  }
  for (const [key, filter] of Object.entries(def.pagerFilters ?? {}))
    conditions.push(filter.where(pager[key]));
  if (def.hasActive) conditions.push(eq(column(def, 'isActive'), pager.isActive ?? true));
  const search = pager.searchText?.trim() ?? '';
  if (search.length >= SEARCH_MIN_LENGTH && (def.searchKey || def.searchColumns?.length)) {
    const pattern = folded(sql`${containsPattern(search)}`);
    conditions.push(
      def.searchKey
        ? sql`${column(def, def.searchKey)} like ${pattern}`
        : or(...(def.searchColumns ?? []).map((key) => sql`${folded(column(def, key))} like ${pattern}`)),
    );
  }
  return and(...conditions);
}

/** A relation's target joined into the page query under its own alias (a table may be joined twice). */
interface Joined {
  name: string;
  field: string;
  aliased: IdTable;
  foreignKey: PgColumn;
}

function joinsOf(def: EntityDefinition): Joined[] {
  return (def.relations ?? []).map((relation, index) => {
    const target = relation.target().table;
    return {
      name: `r${index}`,
      field: relation.field,
      aliased: alias(target, `rel_${index}`) as unknown as IdTable,
      foreignKey: column(def, relation.foreignKey),
    };
  });
}

/** A row the pager selects, with its joined relations (by relation field) and where a keyset read stands. */
export interface SelectedRow {
  row: Row;
  related: Record<string, Row | null>;
  cursor: SortCursor;
}

/** Which rows: `limit` of them from `offset`, or after `after` (keyset); relations joined in when `join`. */
export interface RowWindow {
  limit: number;
  offset?: number;
  after?: SortCursor;
  join?: boolean;
}

/** The rows the pager's search, filters and sort select in `window`. */
export async function selectRows(
  db: TenantDb,
  def: EntityDefinition,
  pager: Pager,
  window: RowWindow,
): Promise<SelectedRow[]> {
  const order = sortOrderOf(def, pager);
  const joins = window.join ? joinsOf(def) : [];
  const keyed = window.offset === undefined;
  let query = db
    .select({
      row: def.table,
      rowVersion: versionOf(def.table),
      ...(keyed ? { sortKey: sortKeyText(order) } : {}),
      ...Object.fromEntries(joins.map((j) => [j.name, j.aliased])),
    })
    .from(def.table)
    .$dynamic();
  for (const j of joins) query = query.leftJoin(j.aliased, eq(j.foreignKey, j.aliased.id));
  const after = window.after && afterCursor(order, def.table.id, window.after);
  const found = (await query
    .where(and(whereOf(def, pager), after))
    .orderBy(...orderByOf(order, def.table.id))
    .limit(window.limit)
    .offset(window.offset ?? 0)) as unknown as ({ rowVersion: string; sortKey?: string | null } & Record<
    string,
    Row | null
  >)[];
  return found.map((r) => {
    const row = { ...(r.row as Row), rowVersion: r.rowVersion };
    return {
      row,
      related: Object.fromEntries(joins.map((j) => [j.field, r[j.name] ?? null])),
      cursor: { key: r.sortKey ?? null, id: row.id as number },
    };
  });
}

/**
 * One page and the total: two statements, whatever the page size. The definition's relations (a user's
 * role and department …) are LEFT JOINed into the page query and handed to the request's loaders, so
 * nested objects cost no further statement; only relations of relations are batched.
 */
export async function listEntities(
  db: TenantDb,
  def: EntityDefinition,
  input: unknown,
  loaders?: Loaders,
): Promise<Envelope<Row[]>> {
  const pager = parseInput(pagerSchema(def), input ?? {}) as Pager;
  const offset = (pager.pageNumber - 1) * pager.pageSize;
  const found = await selectRows(db, def, pager, { limit: pager.pageSize, offset, join: Boolean(loaders) });
  for (const relation of loaders ? (def.relations ?? []) : []) {
    const related = found.map((r) => r.related[relation.field]).filter((r): r is Row => Boolean(r));
    loaders?.prime(relation.target().table, related);
  }
  const rows = found.map((r) => r.row);
  stampChildPagers(def, rows, pager);
  const total = await pageTotal(
    db,
    pager,
    found.length,
    db.select({ value: count() }).from(def.table).where(whereOf(def, pager)),
  );
  return ok(rows, total);
}

/** One row with its version (`FOR UPDATE` inside a write, so nobody changes it until the write ends). */
export async function readRow(
  db: TenantDb,
  def: EntityDefinition,
  id: number,
  forUpdate = false,
): Promise<Row | null> {
  const query = db
    .select({ row: def.table, rowVersion: versionOf(def.table) })
    .from(def.table)
    .where(eq(def.table.id, id))
    .limit(1);
  const [found] = (await (forUpdate ? query.for('update') : query)) as unknown as {
    row: Row;
    rowVersion: string;
  }[];
  return found ? { ...found.row, rowVersion: found.rowVersion } : null;
}

export async function getEntity(
  db: TenantDb,
  def: EntityDefinition,
  id: number,
  childPagers: Record<string, unknown> = {},
): Promise<Envelope<Row>> {
  const row = await readRow(db, def, id);
  if (!row) throw new DomainError('NotFound');
  stampChildPagers(def, [row], childPagers);
  return ok(row);
}

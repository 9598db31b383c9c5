import { and, asc, desc, gt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { turkishSortKey } from '../db/turkish-text.ts';
import { column, type EntityDefinition } from './entity-definition.ts';
import type { Pager } from './pager-schema.ts';

/** How a list is ordered: one sort expression, then the id (ascending) so the order is total. */
export interface SortOrder {
  by: SQL | PgColumn;
  descending: boolean;
  /** The SQL type of `by`, to read a key written as text back exactly (a timestamp keeps its microseconds). */
  type: string;
  nullable: boolean;
}

/** Where a keyset read stopped: the last row's sort key (as text) and id. */
export interface SortCursor {
  key: string | null;
  id: number;
}

const SERIAL_TYPES: Record<string, string> = {
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
};

/** The pager's sort (or the definition's default); text sorts follow the Turkish alphabet. */
export function sortOrderOf(def: EntityDefinition, pager: Pager): SortOrder {
  const sortKey = pager.sortColumn ?? def.defaultSort.column;
  const alias = def.sortAliases?.[sortKey];
  const sortColumn = column(def, alias ?? sortKey);
  const type = sortColumn.getSQLType();
  // Ç after C, İ after I; a stored key (alias) already orders that way, and a date read as a string is no text
  const turkish = !alias && sortColumn.dataType === 'string' && /^(text|varchar|char)/.test(type);
  return {
    by: turkish ? turkishSortKey(sortColumn) : sortColumn,
    descending: pager.sortDescending ?? def.defaultSort.descending,
    type: turkish ? 'text' : (SERIAL_TYPES[type] ?? type),
    nullable: !sortColumn.notNull,
  };
}

/**
 * The same order, in a form no index on the sort serves (`|| ''` changes no text nor its collation). For a
 * list searched on the text it is sorted by: the rows a search finds sort next to each other (a name typed
 * sorts next to itself), so walking the sort's index until a page is found reads every row before that
 * place in the alphabet — 363 ms for "zeynep" among 100,000 users — while the search's trigram index finds
 * them at once and the page is sorted from those (12 ms). A search that finds nearly every row is the price:
 * every row is sorted then (33 ms at 100,000), not the first few read in order.
 */
export function orderedAfterSearch(order: SortOrder): SortOrder {
  return { ...order, by: sql`(${order.by} || '')` };
}

/** Whether the pager's sort is one of the columns its search looks in (directly or through its alias). */
export function sortsBySearched(def: EntityDefinition, pager: Pager): boolean {
  const sortKey = pager.sortColumn ?? def.defaultSort.column;
  return Boolean(def.searchColumns?.includes(sortKey));
}

export function orderByOf(order: SortOrder, id: PgColumn): SQL[] {
  return [order.descending ? desc(order.by) : asc(order.by), asc(id)];
}

/** The sort key of a row as text, for the cursor of a keyset read. */
export const sortKeyText = (order: SortOrder) => sql<string | null>`${order.by}::text`;

/**
 * The rows after `cursor` in `order` (keyset): unlike an offset, a row written or deleted meanwhile shifts
 * nothing, and each read starts where the last stopped. PostgreSQL puts nulls last ascending and first
 * descending; the redundant `<=`/`>=` bound lets an index on the sort column serve the range.
 */
export function afterCursor(order: SortOrder, id: PgColumn, cursor: SortCursor): SQL | undefined {
  const { by, descending } = order;
  const later = gt(id, cursor.id);
  if (cursor.key === null)
    return descending
      ? or(sql`${by} is not null`, and(sql`${by} is null`, later))
      : and(sql`${by} is null`, later);
  const key = sql`cast(${cursor.key} as ${sql.raw(order.type)})`;
  const next = descending
    ? and(sql`${by} <= ${key}`, or(sql`${by} < ${key}`, later))
    : and(sql`${by} >= ${key}`, or(sql`${by} > ${key}`, later));
  return order.nullable && !descending ? or(next, sql`${by} is null`) : next;
}

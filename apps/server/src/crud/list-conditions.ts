import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_MIN_LENGTH } from '@pano/contract';
import { searchFolded } from '../db/turkish-text.ts';
import { column, type EntityDefinition } from './entity-definition.ts';
import type { Pager } from './pager-schema.ts';

/** `%` and `_` typed by a user are searched for literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The pager's search, filters and isActive as one condition, and the values it holds by name. */
interface Conditions {
  where: SQL | undefined;
  values: Record<string, unknown>;
}

/** The values of the pager's conditions, by the names conditionsOf gives them (no SQL is built). */
export function conditionValues(def: EntityDefinition, pager: Pager): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of def.filters ?? []) {
    const value = pager[key];
    if (typeof value === 'number') values[`filter_${key}`] = value;
  }
  if (def.hasActive) values.isActive = pager.isActive ?? true;
  const search = searchOf(def, pager);
  if (search) values.search = containsPattern(search);
  return values;
}

/**
 * The pager's conditions. With `placeholders`, its values enter as named placeholders (filled at each run
 * of a kept statement, db/statement-cache.ts, with conditionValues); otherwise as they are.
 */
export function conditionsOf(def: EntityDefinition, pager: Pager, placeholders = false): Conditions {
  const values = conditionValues(def, pager);
  const bind = (name: string): unknown => (placeholders ? sql.placeholder(name) : values[name]);
  const conditions: (SQL | undefined)[] = [];
  for (const key of def.filters ?? [])
    if (`filter_${key}` in values) conditions.push(eq(column(def, key), bind(`filter_${key}`)));
  for (const [key, filter] of Object.entries(def.pagerFilters ?? {}))
    conditions.push(filter.where(pager[key]));
  if (def.hasActive) conditions.push(eq(column(def, 'isActive'), bind('isActive')));
  if ('search' in values) {
    const pattern = searchFolded(sql`${bind('search')}`);
    conditions.push(
      def.searchKey
        ? sql`${column(def, def.searchKey)} like ${pattern}`
        : or(
            ...(def.searchColumns ?? []).map((key) => sql`${searchFolded(column(def, key))} like ${pattern}`),
          ),
    );
  }
  return { where: and(...conditions), values };
}

/** The search the pager asks for, when it is long enough and the list is searched. */
export function searchOf(def: EntityDefinition, pager: Pager): string | undefined {
  const search = pager.searchText?.trim() ?? '';
  return search.length >= SEARCH_MIN_LENGTH && (def.searchKey || def.searchColumns?.length)
    ? search
    : undefined;
}

export function whereOf(def: EntityDefinition, pager: Pager): SQL | undefined {
  return conditionsOf(def, pager).where;
}

/**
 * What decides the SQL text of the pager's conditions, not their values: which filters are set, whether it
 * searches, and the values of the definition's own pager filters (their conditions are built from them).
 */
export function conditionsShape(def: EntityDefinition, pager: Pager): string {
  const filters = (def.filters ?? []).filter((key) => typeof pager[key] === 'number');
  const custom = Object.keys(def.pagerFilters ?? {}).map((key) => [key, pager[key] ?? null]);
  return JSON.stringify([filters, Boolean(searchOf(def, pager)), custom]);
}

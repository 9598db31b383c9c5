import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_MIN_LENGTH } from '@pano/contract';
import type { TenantDb } from '../tenancy/tenant-registry.ts';
import { DomainError, ok, type Envelope } from '../app/envelope.ts';
import { parseInput } from '../app/validation-error.ts';
import { folded } from './turkish-text.ts';
import { column, type EntityDefinition, type Row } from './entity-definition.ts';
import { pagerSchema, type Pager } from './pager-schema.ts';

/** `%` and `_` typed by a user are searched for literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(def: EntityDefinition, pager: Pager): SQL | undefined {
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

/** One page and the total: two statements, whatever the page size. */
export async function listEntities(
  db: TenantDb,
  def: EntityDefinition,
  input: unknown,
): Promise<Envelope<Row[]>> {
  const pager = parseInput(pagerSchema(def), input ?? {}) as Pager;
  const sortKey = pager.sortColumn ?? def.defaultSort.column;
  const sortColumn = column(def, def.sortAliases?.[sortKey] ?? sortKey);
  const descending = pager.sortDescending ?? def.defaultSort.descending;
  const where = whereOf(def, pager);
  const rows = (await db
    .select()
    .from(def.table)
    .where(where)
    .orderBy(descending ? desc(sortColumn) : asc(sortColumn), asc(def.table.id))
    .limit(pager.pageSize)
    .offset((pager.pageNumber - 1) * pager.pageSize)) as Row[];
  const [total] = await db.select({ value: count() }).from(def.table).where(where);
  return ok(rows, total?.value ?? 0);
}

export async function getEntity(db: TenantDb, def: EntityDefinition, id: number): Promise<Envelope<Row>> {
  const [row] = (await db.select().from(def.table).where(eq(def.table.id, id)).limit(1)) as Row[];
  if (!row) throw new DomainError('NotFound');
  return ok(row);
}

import { and, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../db/tenant-db.ts';
import { DomainError, ok, type Envelope } from '../kernel/envelope.ts';
import { parseInput } from '../kernel/validation.ts';
import { versionOf } from './row-version.ts';
import { column, type EntityDefinition, type IdTable, type Row } from './entity-definition.ts';
import type { Loaders } from '../request/loaders.ts';
import { pagerSchema, type Pager } from './pager-schema.ts';
import { stampChildPagers } from './child-pagers.ts';
import { conditionsOf, conditionsShape, conditionValues, searchOf, whereOf } from './list-conditions.ts';
import { pageTotal, type CountQuery } from '../db/count-cache.ts';
import { keptStatement, plannedOnce } from '../db/statement-cache.ts';
import { withRowReader } from '../db/row-mapper.ts';
import {
  afterCursor,
  orderByOf,
  orderedAfterSearch,
  sortsBySearched,
  sortKeyText,
  sortOrderOf,
  type SortCursor,
  type SortOrder,
} from './sort-order.ts';

/** A relation's target joined into the page query under its own alias (a table may be joined twice). */
interface Joined {
  name: string;
  field: string;
  aliased: IdTable;
  foreignKey: PgColumn;
}

/**
 * Pages from this offset on are not prepared by name (`plannedOnce`): each offset is a statement of its own,
 * and few go that deep.
 */
const PLANNED_OFFSET_LIMIT = 1_000;

/** A page's limit or offset written into the statement's text (a checked integer, never user text). */
function literal(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  // Drizzle writes an SQL chunk given as the limit or offset as it is
  return sql.raw(String(value)) as unknown as number;
}

/** Where the page query puts the row of the definition's relation number `index`. */
const joinedKey = (index: number) => `r${index}`;

function joinsOf(def: EntityDefinition): Joined[] {
  return (def.relations ?? []).map((relation, index) => {
    const target = relation.target().table;
    return {
      name: joinedKey(index),
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

/**
 * Which rows: `limit` of them from `offset`, or after `after` (keyset); relations joined in when `join`;
 * only `columns` of each row (crud/requested-columns.ts) when given, else all.
 */
export interface RowWindow {
  limit: number;
  offset?: number;
  after?: SortCursor;
  join?: boolean;
  columns?: readonly string[];
}

type FoundRows = ({ rowVersion: string; sortKey?: string | null } & Record<string, Row | null>)[];

/** The rows of `window` under `where` in `order`, with the definition's relations joined when asked. */
function rowsQuery(
  db: TenantDb,
  def: EntityDefinition,
  order: SortOrder,
  window: RowWindow,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const joins = window.join ? joinsOf(def) : [];
  let query = db
    .select({
      row: window.columns
        ? Object.fromEntries(window.columns.map((key) => [key, column(def, key)]))
        : def.table,
      rowVersion: versionOf(def.table),
      ...(window.offset === undefined ? { sortKey: sortKeyText(order) } : {}),
      ...Object.fromEntries(joins.map((j) => [j.name, j.aliased])),
    })
    .from(def.table)
    .$dynamic();
  for (const j of joins) query = query.leftJoin(j.aliased, eq(j.foreignKey, j.aliased.id));
  return query
    .where(where)
    .orderBy(...orderByOf(order, def.table.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The rows the pager's search, filters and sort select in `window`. A page (`offset`) runs a statement
 * kept per shape (db/statement-cache.ts), built once with the pager's values as placeholders; a keyset
 * read (exports, in batches) is built each time.
 */
export async function selectRows(
  db: TenantDb,
  def: EntityDefinition,
  pager: Pager,
  window: RowWindow,
): Promise<SelectedRow[]> {
  const sorted = sortOrderOf(def, pager);
  // a page of a search on the sorted text: found by the search's index, then sorted (orderedAfterSearch)
  const searched = Boolean(searchOf(def, pager));
  const afterSearch = window.offset !== undefined && searched && sortsBySearched(def, pager);
  const order = afterSearch ? orderedAfterSearch(sorted) : sorted;
  let found: FoundRows;
  if (window.offset === undefined) {
    const after = window.after && afterCursor(order, def.table.id, window.after);
    found = (await rowsQuery(
      db,
      def,
      order,
      window,
      and(whereOf(def, pager), after),
      window.limit,
      0,
    )) as unknown as FoundRows;
  } else {
    // prepared once, its window in its text: a page that does not search plans the same whatever its
    // values, and so does one found through the search's index and then sorted (any plan reads every match)
    const planOnce = (!searched || afterSearch) && window.offset < PLANNED_OFFSET_LIMIT;
    const shape = JSON.stringify([
      'page',
      Boolean(window.join),
      pager.sortColumn ?? def.defaultSort.column,
      order.descending,
      conditionsShape(def, pager),
      window.columns ?? null,
      planOnce ? [window.limit, window.offset] : null,
    ]);
    const build = () => {
      const where = conditionsOf(def, pager, true).where;
      if (!planOnce)
        return withRowReader(
          rowsQuery(db, def, order, window, where, sql.placeholder('limit'), sql.placeholder('offset'))
            // unnamed: planned for each search, whose pattern decides between the search's and the sort's index
            .prepare(''),
        );
      const query = rowsQuery(db, def, order, window, where, literal(window.limit), literal(window.offset!));
      return plannedOnce((name) => withRowReader(query.prepare(name)));
    };
    const statement = keptStatement(db, def, shape, build);
    found = (await statement.execute({
      ...conditionValues(def, pager),
      limit: window.limit,
      offset: window.offset,
    })) as unknown as FoundRows;
  }
  // the relations' fields and result keys once per list; each row is the reader's own object, completed in place
  const relations = (window.join ? (def.relations ?? []) : []).map((relation, index) => ({
    field: relation.field,
    key: joinedKey(index),
  }));
  const selected: SelectedRow[] = new Array<SelectedRow>(found.length);
  for (let i = 0; i < found.length; i++) {
    const r = found[i]!;
    const row = r.row as Row;
    row.rowVersion = r.rowVersion;
    const related: Record<string, Row | null> = {};
    for (const { field, key } of relations) related[field] = r[key] ?? null;
    selected[i] = { row, related, cursor: { key: r.sortKey ?? null, id: row.id as number } };
  }
  return selected;
}

/**
 * The count behind the pager's pages, as `pageTotal` takes it: a statement kept per shape, looked up and
 * given its values only when a total is counted (a page that is not full is its own total).
 */
function countOf(db: TenantDb, def: EntityDefinition, pager: Pager): CountQuery {
  const shape = conditionsShape(def, pager);
  const statement = () =>
    keptStatement(db, def, JSON.stringify(['count', shape]), () =>
      db
        .select({ value: count() })
        .from(def.table)
        .where(conditionsOf(def, pager, true).where)
        .prepare(''),
    );
  const values = () => conditionValues(def, pager);
  return {
    toSQL: () => ({ sql: statement().getQuery().sql, params: [shape, values()] }),
    then: (resolve, reject) => statement().execute(values()).then(resolve, reject),
  };
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
  columns?: readonly string[],
): Promise<Envelope<Row[]>> {
  const pager = parseInput(pagerSchema(def), input ?? {}) as Pager;
  const offset = (pager.pageNumber - 1) * pager.pageSize;
  const window = { limit: pager.pageSize, offset, join: Boolean(loaders), columns };
  const found = await selectRows(db, def, pager, window);
  for (const relation of loaders ? (def.relations ?? []) : []) {
    const related = found.map((r) => r.related[relation.field]).filter((r): r is Row => Boolean(r));
    loaders?.prime(relation.target().table, related);
  }
  const rows = found.map((r) => r.row);
  stampChildPagers(def, rows, pager);
  const total = await pageTotal(db, pager, found.length, countOf(db, def, pager));
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

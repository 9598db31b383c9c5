import type { z } from 'zod';
import { getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import type { RequestContext } from '../request/context.ts';
import type { OperationContext } from '../request/context.ts';
import type { Kit, ObjectRef } from '../graphql/builder.ts';
import type { ScalarName } from '../graphql/zod-types.ts';
import type { PersonalFields } from '../graphql/personal-fields.ts';

export type IdTable = PgTable & { id: PgColumn };
export type Row = { id: number } & Record<string, unknown>;

/** A many-to-one link shown as a nested object (City.country): joined into a list's page query, else batched. */
export interface Relation {
  field: string;
  /**
   * Further names of the same object, where the spec reads it under another (`Permission.type` beside
   * `permissionType`): one join, one load, each name answering it.
   */
  aliases?: readonly string[];
  foreignKey: string;
  target: () => EntityDefinition;
}

/** A one-to-many list shown as a nested array (Work.sendHistories), loaded in one batch per page. */
export interface Collection {
  field: string;
  /** The child's column that points at this entity. */
  foreignKey: string;
  target: () => EntityDefinition;
  /**
   * Pages the children (a disclaimer's acceptors may be thousands): the field, the list's pager and the
   * single read take a `ChildPagerModel` `{ pageSize, pageNumber }` under `arg`; without one, `pageSize` of them are given.
   */
  pager?: { arg: string; pageSize: number; maxPageSize: number };
}

/**
 * A field that is not a column: made from the row (`fullName`), or for the whole page at once with one
 * query (`userCount`). `type` is a scalar or an object type made once per schema.
 */
export interface ExtraField {
  type: ScalarName | ((kit: Kit) => ObjectRef<unknown>);
  /** A list of that type (`Work.users`). */
  list?: boolean;
  nullable?: boolean;
  resolve?(row: Row, ctx: RequestContext): unknown;
  /**
   * The columns `resolve` reads. A list page selects only the columns its request asks for
   * (crud/requested-columns.ts); a request for a field with `resolve` and without `reads` reads them all.
   */
  reads?: readonly string[];
  /** Values by id for every row of the page; ids missing from the map get `fallback`. */
  batch?(db: TenantDb, ids: readonly number[], ctx: RequestContext): Promise<Map<number, unknown>>;
  fallback?: unknown;
}

/** A pager field with its own rule and condition (the task list's status: 0 all, 1 open, 2 closed). */
export interface PagerFilter {
  input: z.ZodType;
  where(value: unknown): SQL | undefined;
}

/** What a hook may use: the operation's context, with `db` the write's transaction. */
export type WriteContext = OperationContext;

/** The generic writes; an area may declare one itself instead (nested input, files). */
export type WriteKind = 'create' | 'update' | 'remove';

/** Named override points: special cases go here, not into copies of the generic code. */
export interface EntityHooks {
  /**
   * Runs before a list or single read (outside a transaction): brings rows up to date that time changes
   * (quiz attempts past their deadline are closed first).
   */
  beforeRead?(ctx: OperationContext): Promise<void>;
  /**
   * Runs first in an update's transaction, before the row is read and locked: takes the locks the
   * entity's rules need (a workflow's), so that every path takes them in the same order, never a row's
   * lock before them.
   */
  beforeUpdate?(ctx: WriteContext, id: number): Promise<void>;
  /**
   * Runs inside the write's transaction, after validation, before the insert or update; an update gets
   * the row as it was.
   */
  beforeWrite?(
    ctx: WriteContext,
    values: Record<string, unknown>,
    mode: 'create' | 'update',
    previous?: Row,
  ): Promise<void>;
  /** Runs inside the write's transaction after the insert or update, with the row's id. */
  afterWrite?(
    ctx: WriteContext,
    id: number,
    values: Record<string, unknown>,
    mode: 'create' | 'update',
    previous?: Row,
  ): Promise<void>;
  /** Runs inside the delete's transaction, before the row is deleted (a refusal writes nothing). */
  beforeRemove?(ctx: WriteContext, id: number): Promise<void>;
  /** Runs inside the delete's transaction after the row is gone, with the row as it was (others close up). */
  afterRemove?(ctx: WriteContext, id: number, removed: Row): Promise<void>;
  /**
   * Wraps a whole write inside its transaction, before every other hook and any row lock: a rule on the
   * state before and after the write (the tenant keeps an administrator) takes its lock and reads, lets the
   * write run, and reads again. It must call `write` once and return what it gives.
   */
  aroundWrite?<T>(ctx: WriteContext, mode: WriteKind, write: () => Promise<T>): Promise<T>;
  /** Runs once the write's transaction has committed (drop caches that must not see the old state). */
  afterCommit?(ctx: WriteContext, id: number, mode: WriteKind): Promise<void>;
}

/**
 * One declarative definition per entity. Its names and write schemas come from the contract (`api`); from
 * them the generic machinery makes the GraphQL type, the pager input, the list and single queries, and the
 * create, update and delete mutations (docs/crud.md).
 */
export interface EntityDefinition {
  /** The resource's API names and write schemas, from @pano/contract (`userResource`). */
  api: Resource;
  table: IdTable;
  /** Columns kept out of the API. */
  hidden?: readonly string[];
  /** Columns searched (case-insensitive contains, Turkish folding) by `searchText`. */
  searchColumns?: readonly string[];
  /**
   * For big tables: a stored column holding the searched text already folded (`foldedSql` of the search
   * columns), searched with one plain LIKE instead of folding each column of each row.
   */
  searchKey?: string;
  /**
   * The list stays small (names an administrator defines, a handful of countries): its search scans the
   * table. Every other searched list has a trigram index per searched column (docs/performance.md; the
   * search-indexes test walks the registry).
   */
  smallList?: true;
  /** Allowed `sortColumn` values; `sortAliases` maps one to the column that really orders it. */
  sortColumns: readonly string[];
  sortAliases?: Readonly<Record<string, string>>;
  defaultSort: { column: string; descending: boolean };
  /** Integer columns usable as equality filters in the pager (`cityId`). */
  filters?: readonly string[];
  /**
   * Filters the list also takes as top-level arguments beside its pager, where the spec sends them so
   * (`getSliderItems(sliderId: 3)`); a value inside the pager wins.
   */
  listArgs?: readonly string[];
  /** Pager fields with their own rule and condition. */
  pagerFilters?: Readonly<Record<string, PagerFilter>>;
  /** Whether the pager takes `isActive` (true by default). */
  hasActive?: boolean;
  relations?: readonly Relation[];
  collections?: readonly Collection[];
  extraFields?: Readonly<Record<string, ExtraField>>;
  /**
   * A person's personal fields (identity numbers, phone, birth date …) and the permission that opens them:
   * wherever the type is reached they answer null to a caller without it (docs/security.md, 2).
   */
  personal?: PersonalFields;
  hooks?: EntityHooks;
  /**
   * Columns whose value is unique in the tenant, compared without case the Turkish way ('İstanbul' =
   * 'istanbul'): the names a user picks records by; an integer column as it is (a role once in a list). A
   * second one answers Validation on the field.
   */
  unique?: readonly string[];
  /**
   * Columns whose value appears once per parent row (a role at most once per form; a name, compared as
   * `unique` does, once per rating type): a second one answers
   * Validation on `field` ('Bu değer zaten kullanılıyor').
   */
  uniqueWithin?: readonly { field: string; within: string }[];
  /**
   * The update input a stored row stands for, when a column's stored form differs from its input form
   * (a category's isNotification is stored true/false, sent 1/0): an update merges what it sends over it.
   */
  toInput?(row: Row): Record<string, unknown>;
  /** Writes of `api` the area declares itself under the same names (nested input, files). */
  custom?: readonly WriteKind[];
  /**
   * What the history of changes leaves out or hashes (docs/history.md), besides secrets by name, hidden
   * and generated columns: `html` fields are kept as {sha256, length} whatever their length. `false`: the
   * entity's writes are not recorded (rows that are a log themselves; the bench's baseline).
   */
  history?: false | { exclude?: readonly string[]; html?: readonly string[] };
}

const areas = new WeakMap<EntityDefinition, string>();

const tablesByType = new Map<string, EntityDefinition['table']>();

/** Names the area a definition belongs to (the app does it from the manifests, registerEntity). */
export function setEntityArea(def: EntityDefinition, area: string): void {
  areas.set(def, area);
  tablesByType.set(def.api.typeName, def.table);
}

/** The table of a registered entity by its API type name (the history's `entity`: 'User' → users). */
export const entityTable = (typeName: string): EntityDefinition['table'] | undefined =>
  tablesByType.get(typeName);

/** The area a definition's writes are recorded under in the history; its table's name before registration. */
export const entityArea = (def: EntityDefinition): string => areas.get(def) ?? getTableName(def.table);

/** The writes the generic machinery registers for a definition. */
export function genericWrites(def: EntityDefinition): WriteKind[] {
  return (['create', 'update', 'remove'] as const).filter(
    (kind) => def.api[kind] && !def.custom?.includes(kind),
  );
}

export function column(def: EntityDefinition, key: string): PgColumn {
  const found = (def.table as unknown as Record<string, PgColumn | undefined>)[key];
  if (!found) throw new Error(`${def.api.typeName} has no column ${key}`);
  return found;
}

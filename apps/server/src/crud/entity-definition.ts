import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ObjectRef } from '@pothos/core';
import type { TenantDb } from '../tenancy/tenant-registry.ts';
import type { RequestContext, Session } from '../app/context.ts';
import type { Services } from '../app/services.ts';
import type { Kit, PanoTypesResolved } from '../graphql/builder.ts';
import type { ScalarName } from './graphql-fields.ts';

export type IdTable = PgTable & { id: PgColumn };
export type Row = { id: number } & Record<string, unknown>;

/** A many-to-one link shown as a nested object (City.country): joined into a list's page query, else batched. */
export interface Relation {
  field: string;
  foreignKey: string;
  target: () => EntityDefinition;
}

/** A one-to-many list shown as a nested array (Work.sendHistories), loaded in one batch per page. */
export interface Collection {
  field: string;
  /** The child's column that points at this entity. */
  foreignKey: string;
  target: () => EntityDefinition;
}

/**
 * A field that is not a column: made from the row (`fullName`), or for the whole page at once with one
 * query (`userCount`). `type` is a scalar or an object type made once per schema.
 */
export interface ExtraField {
  type: ScalarName | ((kit: Kit) => ObjectRef<PanoTypesResolved, unknown>);
  nullable?: boolean;
  resolve?(row: Row, ctx: RequestContext): unknown;
  /** Values by id for every row of the page; ids missing from the map get `fallback`. */
  batch?(db: TenantDb, ids: readonly number[]): Promise<Map<number, unknown>>;
  fallback?: unknown;
}

/** A pager field with its own rule and condition (the task list's status: 0 all, 1 open, 2 closed). */
export interface PagerFilter {
  input: z.ZodType;
  where(value: unknown): SQL | undefined;
}

export type InputSchema = z.ZodObject;

/** What a hook may use: the write's transaction, the caller, the process services. */
export interface WriteContext {
  db: TenantDb;
  session: Session;
  services: Services;
}

/** Named override points: special cases go here, not into copies of the generic code. */
export interface EntityHooks {
  /** Runs inside the write's transaction, after validation, before the insert or update. */
  beforeWrite?(ctx: WriteContext, values: Record<string, unknown>, mode: 'create' | 'update'): Promise<void>;
  /** Runs inside the write's transaction after the insert or update, with the row's id. */
  afterWrite?(
    ctx: WriteContext,
    id: number,
    values: Record<string, unknown>,
    mode: 'create' | 'update',
  ): Promise<void>;
  /** Runs inside the delete's transaction, before the row is deleted (a refusal writes nothing). */
  beforeRemove?(ctx: WriteContext, id: number): Promise<void>;
}

/**
 * One declarative definition per entity. From it the generic machinery makes the GraphQL type, the pager
 * input, the list and single queries, and the create, update and delete mutations (docs/crud.md).
 */
export interface EntityDefinition {
  /** GraphQL object type name, e.g. `Gender`. */
  typeName: string;
  /** List query name as the spec gives it, e.g. `genders`; none for rows only shown nested. */
  listName?: string;
  /** The list's argument name as the spec gives it (`userPagerModel`); `pagerModel` when not set. */
  pagerArg?: string;
  /** The pager's input type name; `<typeName>PagerModel` when not set. */
  pagerTypeName?: string;
  /** Single read by id, e.g. `gender`. */
  singleName?: string;
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
  /** Allowed `sortColumn` values; `sortAliases` maps one to the column that really orders it. */
  sortColumns: readonly string[];
  sortAliases?: Readonly<Record<string, string>>;
  defaultSort: { column: string; descending: boolean };
  /** Integer columns usable as equality filters in the pager (`cityId`). */
  filters?: readonly string[];
  /** Pager fields with their own rule and condition. */
  pagerFilters?: Readonly<Record<string, PagerFilter>>;
  /** Whether the pager takes `isActive` (true by default). */
  hasActive?: boolean;
  relations?: readonly Relation[];
  collections?: readonly Collection[];
  extraFields?: Readonly<Record<string, ExtraField>>;
  create?: { name: string; input: InputSchema };
  update?: { name: string; input: InputSchema };
  remove?: { name: string };
  hooks?: EntityHooks;
}

export function column(def: EntityDefinition, key: string): PgColumn {
  const found = (def.table as unknown as Record<string, PgColumn | undefined>)[key];
  if (!found) throw new Error(`${def.typeName} has no column ${key}`);
  return found;
}

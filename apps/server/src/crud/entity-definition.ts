import type { z } from 'zod';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../tenancy/tenant-registry.ts';

export type IdTable = PgTable & { id: PgColumn };
export type Row = { id: number } & Record<string, unknown>;

/** A many-to-one link shown as a nested object (City.country), loaded in one batch per page. */
export interface Relation {
  field: string;
  foreignKey: string;
  target: () => EntityDefinition;
}

export type InputSchema = z.ZodObject;

/** Named override points: special cases go here, not into copies of the generic code. */
export interface EntityHooks {
  /** Runs inside the write's transaction, after validation, before the insert or update. */
  beforeWrite?(db: TenantDb, values: Record<string, unknown>, mode: 'create' | 'update'): Promise<void>;
}

/**
 * One declarative definition per entity. From it the generic machinery makes the GraphQL type, the pager
 * input, the list and single queries, and the create, update and delete mutations (docs/crud.md).
 */
export interface EntityDefinition {
  /** GraphQL object type name, e.g. `Gender`. */
  typeName: string;
  /** List query name as the spec gives it, e.g. `genders`. */
  listName: string;
  /** The list's argument name as the spec gives it (`userPagerModel`); `pagerModel` when not set. */
  pagerArg?: string;
  /** Single read by id, e.g. `gender`. */
  singleName?: string;
  table: IdTable;
  /** Columns kept out of the API. */
  hidden?: readonly string[];
  /** Columns searched (case-insensitive contains) by `searchText`. */
  searchColumns?: readonly string[];
  /** Allowed `sortColumn` values; `sortAliases` maps one to the column that really orders it. */
  sortColumns: readonly string[];
  sortAliases?: Readonly<Record<string, string>>;
  defaultSort: { column: string; descending: boolean };
  /** Integer columns usable as equality filters in the pager (`cityId`). */
  filters?: readonly string[];
  /** Whether the pager takes `isActive` (true by default). */
  hasActive?: boolean;
  relations?: readonly Relation[];
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

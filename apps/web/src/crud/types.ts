import type { z } from 'zod';

/** A row as the list answers it: an id and whatever the definition selected. */
export type Row = { id: number } & Record<string, unknown>;

/** How a column shows its value: dates as DD.MM.YYYY, coordinates with 7 decimals, booleans as yes/no. */
export type ColumnFormat = 'text' | 'boolean' | 'date' | 'coordinate';

export interface ColumnDefinition {
  /** A selected field, dotted for a relation ('country.name'). */
  path: string;
  /** Dictionary key of the header; defaults to the contract's field label `contract:fields.<path>`. */
  labelKey?: string;
  format?: ColumnFormat;
}

/** text → String, coordinate → Float (7 decimals), switch → Boolean. */
export type DialogFieldKind = 'text' | 'coordinate' | 'switch';

export interface DialogFieldDefinition {
  name: string;
  kind: DialogFieldKind;
  labelKey?: string;
  /** The value a create dialog starts with. */
  defaultValue?: string | number | boolean;
}

/** A list nested under a parent taken from the route, e.g. towns under `:cityId`. */
export interface ParentDefinition {
  /** Route parameter, also the pager field it filters by. */
  param: string;
  /** Single query that names the parent in the title, e.g. `city`. */
  query: string;
}

/** A per-row link to a nested list, e.g. a city to its towns. */
export interface RowLinkDefinition {
  /** Dictionary key of the accessible name, with `{{name}}` for the row's name. */
  labelKey: string;
  /** Route template; `param` is filled with the row's id, the rest from the current route. */
  to: string;
  param: string;
}

export type EntitySchema = z.ZodType<Record<string, unknown>>;

/** One declarative entity: drives the generated GraphQL documents, the list page and the dialog. */
export interface EntityDefinition {
  /** Dictionary key under `entities` for the singular and plural names, e.g. `gender`. */
  key: string;
  /** GraphQL type name; the list takes `<typeName>PagerModel`. */
  typeName: string;
  listQuery: string;
  singleQuery?: string;
  create?: string;
  update?: string;
  remove?: string;
  columns: ColumnDefinition[];
  dialogFields?: DialogFieldDefinition[];
  createSchema?: EntitySchema;
  updateSchema?: EntitySchema;
  /** Has an active flag: lists ask isActive, the edit dialog shows the 'Aktif' toggle. */
  hasActive?: boolean;
  pageSize?: number;
  sort?: { column: string; descending: boolean };
  /** Fixed pager fields, e.g. the city list's countryId. */
  filters?: Record<string, string | number | boolean>;
  parent?: ParentDefinition;
  /** Route template of the back button. */
  back?: string;
  rowLinks?: RowLinkDefinition[];
  searchable?: boolean;
  /**
   * Further query keys (cached lookup lists of other entities) to clear after a create, update or delete;
   * the entity's own list name is always cleared.
   */
  clearsCache?: string[];
}

export function isReadOnly(definition: EntityDefinition): boolean {
  return !definition.create && !definition.update && !definition.remove;
}

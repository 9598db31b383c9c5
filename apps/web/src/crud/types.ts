import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { z } from 'zod';
import type { RowActionDefinition } from './actionTypes.ts';
import type { ListFilterDefinition, OptionChoices, OptionItem, OptionSource } from './optionTypes.ts';
import type { FormFieldProps } from './fields/fieldView.ts';

export type { RowActionDefinition, RowActionProps } from './actionTypes.ts';
export type { ListFilterDefinition } from './optionTypes.ts';

/** A row as the list answers it: an id and whatever the definition selected. */
export type Row = { id: number } & Record<string, unknown>;

/**
 * How a column shows its value: dates as DD.MM.YYYY, date-times as DD.MM.YYYY, h:mm:ss a ('-' when
 * empty), coordinates with 7 decimals, booleans as yes/no or as a read-only checkbox.
 */
export type ColumnFormat = 'text' | 'boolean' | 'checkbox' | 'date' | 'dateTime' | 'coordinate';

export interface ColumnDefinition {
  /** A selected field, dotted for a relation ('country.name', 'manager.fullName'). */
  path: string;
  /** Dictionary key of the header; defaults to the contract's field label `contract:fields.<path>`. */
  labelKey?: string;
  format?: ColumnFormat;
  /** A cell of its own (the role with its icon); the column's path is still selected. */
  cell?: ComponentType<{ row: Row }>;
}

/**
 * text/multiline → String, number → Float (Int when `integer`), digits → String of at most `maxLength`
 * digits, date → 'YYYY-MM-DD', coordinate → Float (7 decimals), switch → Boolean, select → Int (one of
 * `options`), picker → Int or [Int!] searched on the server (`search`).
 */
export type DialogFieldKind =
  'text' | 'multiline' | 'number' | 'digits' | 'date' | 'coordinate' | 'switch' | 'select' | 'picker';

export type MutationMode = 'create' | 'update';

export interface DialogFieldDefinition {
  name: string;
  kind: DialogFieldKind;
  labelKey?: string;
  /** The value a create dialog starts with. */
  defaultValue?: string | number | boolean;
  /** May be left empty: the variable is nullable and the label has no asterisk. */
  optional?: boolean;
  /** number: sent as Int. */
  integer?: boolean;
  /** digits: the most digits the box takes. */
  maxLength?: number;
  /** select: its choices. */
  options?: OptionChoices;
  /** picker: the list it searches as the user types. */
  search?: OptionSource;
  /** picker: several values (chips). */
  multiple?: boolean;
  /** The mutations whose input carries the field (both by default; `[]` for a membership-only picker). */
  sentOn?: readonly MutationMode[];
  /** picker: the chosen option of an edited row, e.g. its manager. */
  initialOption?: (row: Row) => OptionItem | null;
  /**
   * A field drawn by its own component (the category icon picker); `kind` still gives its GraphQL type and
   * its empty value.
   */
  input?: ComponentType<FormFieldProps>;
}

/** An input field the dialog does not show: the schema (`level`) or the route's parent (`userId`) fills it. */
export interface HiddenInput {
  name: string;
  /** GraphQL type of its variable, e.g. `Int!`. */
  type: string;
}

/** A list nested under a parent taken from the route, e.g. towns under `:cityId`. */
export interface ParentDefinition {
  /** Route parameter, also the pager field it filters by. */
  param: string;
  /** Single query that names the parent in the title, e.g. `city`. */
  query: string;
  /** Paths joined with a space that name the parent (`['name', 'surname']`); `['name']` by default. */
  label?: string[];
}

/** A per-row link to a nested list or page, e.g. a city to its towns. */
export interface RowLinkDefinition {
  /** Dictionary key of the accessible name, with `{{name}}` for the row's name. */
  labelKey: string;
  /** Route template; `param` is filled with the row's id, the rest from the current route. */
  to: string;
  param: string;
  icon?: ComponentType<SvgIconProps>;
}

/**
 * A many-to-many membership edited with a multi picker and saved as the difference between the previous
 * and the new selection (spec 001 §4): added members get `create`, removed links get `remove`.
 */
export interface MembershipDefinition {
  /** The multi picker holding the selected member ids. */
  field: string;
  /** Link mutations: `createUserGroup(inputModel: {groupId, userId})`, `deleteUserGroup(id)`. */
  create: string;
  remove: string;
  /** Input fields naming the owner (`groupId`, `workId`) and the member (`userId`, `groupId`). */
  ownerKey: string;
  memberKey: string;
  /** The current links: a path of the row (`sendHistories`) or a list filtered by `ownerKey`. */
  links: { path: string } | { source: OptionSource };
  /** Paths of a link that name its member, e.g. `['user.name', 'user.surname']`. */
  label: string[];
}

export type EntitySchema = z.ZodType<Record<string, unknown>>;

/** One declarative entity: drives the generated GraphQL documents, the list page and the dialog. */
export interface EntityDefinition {
  /** Dictionary key under `entities` for the singular and plural names, e.g. `gender`. */
  key: string;
  /** GraphQL type name; the list takes `<typeName>PagerModel` unless `pagerType` says otherwise. */
  typeName: string;
  listQuery: string;
  /** The list's argument as the spec names it (`userPagerModel`); `pagerModel` when not set. */
  pagerArg?: string;
  /** The pager's input type when it is not `<typeName>PagerModel` (`TaskPagerInputModel`). */
  pagerType?: string;
  singleQuery?: string;
  create?: string;
  update?: string;
  remove?: string;
  columns: ColumnDefinition[];
  /** Paths joined with a space that name a row in labels and questions; `['name']` by default. */
  rowLabel?: string[];
  /** Further paths the list selects for dialogs and actions (`department.name`). */
  select?: string[];
  dialogFields?: DialogFieldDefinition[];
  hiddenInputs?: HiddenInput[];
  createSchema?: EntitySchema;
  updateSchema?: EntitySchema;
  /** Has an active flag: lists ask isActive, the edit dialog shows the 'Aktif' toggle. */
  hasActive?: boolean;
  pageSize?: number;
  /** The page sizes offered under the table, when not the default 5, 10, 25, 50 (announcements: 50…200). */
  pageSizes?: readonly number[];
  /** The pager's sort; without a column only the direction is sent. */
  sort?: { column?: string; descending: boolean };
  /** Fixed pager fields, e.g. the city list's countryId. */
  filters?: Record<string, string | number | boolean>;
  listFilters?: ListFilterDefinition[];
  parent?: ParentDefinition;
  /** Route template of the back button. */
  back?: string;
  rowLinks?: RowLinkDefinition[];
  rowActions?: RowActionDefinition[];
  /** Buttons of its own beside the search (an Excel export); they get the list's current pager. */
  toolbarActions?: ComponentType<{ pagerModel: Record<string, unknown> }>[];
  memberships?: MembershipDefinition[];
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

import type { AudienceFields } from './audience.ts';
import type { ComponentType } from 'react';
import type { ExportColumnKind, PermissionAction, Resource } from '@pano/contract';
import type { ColumnFormat } from './format.ts';
import type { EntitySchema, FieldDefinition, FormValues, HiddenInput } from './fieldTypes.ts';
import type { ListFilterDefinition, OptionSource, Pager } from './optionTypes.ts';
import type { Row } from './row.ts';
import type { Envelope } from '../../graphql/envelope.ts';
import type { TypedDocument } from '../../graphql/typedDocument.ts';

/** An icon (MUI's icons fit): rows' links and actions, a dialog's badge. */
export type IconComponent = ComponentType<{ fontSize?: 'small' | 'medium' | 'large' | 'inherit' }>;

export interface ColumnDefinition {
  /** A selected field, dotted for a relation ('country.name', 'manager.fullName'). */
  path: string;
  /** Dictionary key of the header; defaults to the contract's field label `contract:fields.<path>`. */
  labelKey?: string;
  format?: ColumnFormat;
  /** A cell of its own (the role with its icon); the column's path is still selected. */
  cell?: ComponentType<{ row: Row }>;
  /** The API sorts by this column (its path is one of the entity's `sortColumn`s): the header sorts. */
  sortable?: boolean;
  /** How its values go into the list's Excel file; `false` leaves the column out (a status worked out here). */
  export?: ColumnExport | false;
}

/**
 * How a column's cell goes into the Excel file when the screen draws it itself (`cell`): the file has the
 * value, named as the cell names it (docs/exports.md, 'Every list').
 */
export interface ColumnExport {
  /** Its dates as days (dd.mm.yyyy) or times (to the second); by default from `format`. */
  kind?: Exclude<ExportColumnKind, 'text'>;
  /** A dictionary object naming each value as the cell does ('security.kinds': { login: 'Oturum açma', … }). */
  labelsKey?: string;
  /** Dictionary keys naming single values (`{ true: 'quizzes.true', false: 'quizzes.false' }`). */
  labelKeys?: Readonly<Record<string, string>>;
}

/**
 * The rows of a list belong to a parent: towns to `:cityId` in the route, a user's notifications to the
 * row whose action opened them. Its id goes into the pager (and into creates) under `param`.
 */
export interface ParentDefinition {
  /** Route parameter, also the pager field it filters by. */
  param: string;
  /** The parent's resource: its single read names it in the heading (`city`, `disclaimer(disclaimerId)`). */
  api?: Resource;
  /** Paths joined with a space that name the parent (`['name', 'surname']`); `['name']` by default. */
  label?: readonly string[];
}

/** A per-row link to a nested list or page, e.g. a city to its towns. */
export interface RowLinkDefinition {
  /** Dictionary key of the accessible name, with `{{name}}` for the row's name. */
  labelKey: string;
  /** The screen it opens, by id; its route's `param` is the row's id, the rest comes from the current route. */
  screen: string;
  param: string;
  icon?: IconComponent;
}

/**
 * A many-to-many membership edited with a multi picker and saved as the difference between the previous
 * and the new selection (spec 001 §4): added members get the link's create, removed links its remove.
 */
export interface MembershipDefinition {
  /** The form value holding the selected member ids (`userIds`). */
  field: string;
  /** The link's resource: `createUserGroup(inputModel: {groupId, userId})`, `deleteUserGroup(id)`. */
  api: Resource;
  /** Input fields naming the owner (`groupId`, `workId`) and the member (`userId`, `groupId`). */
  ownerKey: string;
  memberKey: string;
  /** The current links: a path of the row (`sendHistories`) or a list filtered by `ownerKey`. */
  links: { path: string } | { source: OptionSource };
  /** Paths of a link that name its member, e.g. `['user.name', 'user.surname']`. */
  label: readonly string[];
  /** Further inputs of a new link, taken from the form's values of the same name (a leave type role's `workflowId`). */
  inputs?: readonly HiddenInput[];
}

/** The list page: columns, paging, sorting, filters, the parent and the toolbar. */
export interface ListDefinition {
  columns: readonly ColumnDefinition[];
  /** Paths joined with a space that name a row in labels and questions; `['name']` by default. */
  rowLabel?: readonly string[];
  /** A row's name made from its values when paths joined by spaces do not read well ('0 – 10'). */
  rowName?: (row: Row) => string;
  /** Further paths the list selects for dialogs and actions (`value`). */
  select?: readonly string[];
  pageSize?: number;
  /** The page sizes offered under the table, when not the default 5, 10, 25, 50 (announcements: 50…200). */
  pageSizes?: readonly number[];
  /** The pager's sort; without a column only the direction is sent. */
  sort?: { column?: string; descending: boolean };
  /** Fixed pager fields, e.g. the city list's countryId. */
  pagerFields?: Pager;
  /** Selects above the table ('Tümü' first), each a pager field. */
  filters?: readonly ListFilterDefinition[];
  parent?: ParentDefinition;
  /** The screen the back button opens, by id (its route filled from the current one). */
  back?: string;
  /** The search box; true unless false. */
  searchable?: boolean;
  /**
   * A switch over a boolean pager field, like 'Pasifleri göster' over `isActive`: off sends `field: true`,
   * on sends `field: false` (staff demands: completed ones, or 'Tamamlanmamışları göster').
   */
  flagSwitch?: { field: string; labelKey: string };
  /**
   * Dictionary key of the create button and the create dialog's title when the spec names them ('Görüşme
   * planla'); `crud.createTitle` with the entity's name by default.
   */
  createKey?: string;
  /** Buttons of its own beside the search (an Excel export); they get the list's current pager. */
  toolbar?: readonly ComponentType<{ pagerModel: Record<string, unknown> }>[];
}

/** The generic create/edit dialog: its fields, the inputs it fills itself and the memberships it saves. */
export interface FieldsForm {
  fields: readonly FieldDefinition[];
  hiddenInputs?: readonly HiddenInput[];
  memberships?: readonly MembershipDefinition[];
  /** The dialog's width when the spec gives one (a quiz question: md); else xs, sm with pickers. */
  width?: 'xs' | 'sm' | 'md';
  /** Dictionary key of a line the dialog shows under its fields ('An entry with no role is seen by nobody'). */
  noteKey?: string;
  /** The fields choosing who sees the item: the dialog shows how many employees that is ('who will see this?'). */
  audience?: AudienceFields;
}

/** Props of an area's own create/edit dialog (a rich editor, uploads …): it saves by itself. */
export interface OwnDialogProps {
  /** The row to edit; absent when creating. */
  row?: Row;
  onClose(): void;
  /** Something was saved: the list reloads on page 1. */
  onChanged(): void;
}

/** An area's own dialog instead of the generic one (announcements, disasters). */
export interface OwnForm {
  /** Its component; a lazy one keeps a heavy editor out of the area's registry chunk. */
  dialog: ComponentType<OwnDialogProps>;
  /** Starts loading a lazy dialog at the first sign of use of the list (a pointer, a key), so it is there by the first click. */
  preload?: () => Promise<unknown>;
  /** Whether it edits rows too (else it only creates). */
  edits: boolean;
}

export type FormDefinition = FieldsForm | OwnForm;

/** A row action that is a small form sent to one mutation, e.g. changing a user's role. */
export interface FormActionDefinition {
  /** Dictionary key of the dialog's title, with `{{name}}` for the row's name. */
  titleKey: string;
  mutation: string;
  fields: readonly FieldDefinition[];
  /** Inputs the form does not show (the row's id as `userId`). */
  hiddenInputs?: readonly HiddenInput[];
  schema: EntitySchema;
  initialValues(row: Row): FormValues;
  /** Dictionary key of the success toast. */
  successKey: string;
  /** Query keys to clear after success besides the list's own. */
  clearsCache?: readonly string[];
}

/**
 * A row action that asks first, then sends one mutation taking the row's id (unlock a user, resend an
 * invitation, reset a password): the question says what will happen.
 */
export interface ConfirmActionDefinition {
  /** Dictionary keys of the dialog's title and question, with `{{name}}` for the row's name. */
  titleKey: string;
  messageKey: string;
  /** The confirming button's text. */
  confirmKey: string;
  /** A mutation `($id: Int!)` (typed, from the area's .graphql). */
  document: TypedDocument<Record<string, Envelope<unknown>>, { id: number }>;
  /** Dictionary key of the success toast (a server message, when the answer has one, wins). */
  successKey: string;
  /** It cannot be undone or ends something (the button and colour warn). */
  danger?: boolean;
  /** Query keys to clear after success besides the list's own. */
  clearsCache?: readonly string[];
}

/** A row action listing other records of the row, read-only and paged (a user's notifications). */
export interface ListActionDefinition {
  /** Dictionary key of the dialog's title, with `{{name}}` for the row's name. */
  titleKey: string;
  /** The nested list; its `list.parent.param` takes the row's id (`userId`, `groupId`). */
  definition: EntityDefinition;
  /** Shows the total in a badge beside the title. */
  badge?: boolean;
}

/** Props of a row action's own dialog. */
export interface RowActionProps {
  row: Row;
  /** The row's label ('Ada Yılmaz'). */
  name: string;
  onClose(): void;
  /** After a change: clears the list's caches and reloads it on page 1. */
  onChanged(): void;
}

interface RowActionBase {
  key: string;
  /** Dictionary key of the icon's accessible name, with `{{name}}` for the row's name. */
  labelKey: string;
  icon: IconComponent;
  /** Only rows for which this holds offer it (unlock: a locked user); the paths it reads go in `list.select`. */
  shown?(row: Row): boolean;
  /**
   * The action of the screen's area it needs (docs/permissions.md): by default update for a form or a
   * confirmation, read for a list or a dialog; a dialog that writes names what it writes.
   */
  needs?: PermissionAction;
}

/** A row icon beyond edit and delete: a form (change role), a list (notifications) or a dialog of its own. */
export type RowActionDefinition = RowActionBase &
  (
    | { form: FormActionDefinition }
    | { confirm: ConfirmActionDefinition }
    | { list: ListActionDefinition }
    | { dialog: ComponentType<RowActionProps> }
  );

/** What each row offers besides edit and delete. */
export interface RowsDefinition {
  links?: readonly RowLinkDefinition[];
  actions?: readonly RowActionDefinition[];
  /**
   * With more than three row actions, the two most used stay icons and the rest go into a menu: their keys
   * (a link's screen, an action's key, `edit`, `delete`); by default the first link or action and edit.
   */
  inline?: readonly [string, string];
  /**
   * A 'Geçmiş' link: the history of changes filtered to the row (`/ayarlar/gecmis?entity=User&entityId=5`,
   * docs/history.md), the record type being the resource's type name.
   */
  history?: boolean;
}

/**
 * One declarative entity: its API names come from the contract (`api`); it drives the documents, the list
 * page, the dialog and the row actions. docs/crud.md lists every override point.
 */
export interface EntityDefinition {
  /** Dictionary key under `entities` for the singular and plural names, e.g. `gender`. */
  key: string;
  /** The contract's names: list, pager, single read, create/update (with their schemas), remove. */
  api: Resource;
  /** Has an active flag: lists ask isActive ('Pasifleri göster'), the edit dialog shows 'Aktif'. */
  hasActive?: boolean;
  list: ListDefinition;
  /** The generic dialog's fields, or the area's own dialog; without it nothing is created or edited. */
  form?: FormDefinition;
  rows?: RowsDefinition;
  /**
   * Further query keys (cached lookup lists of other entities) to clear after a create, update or delete;
   * the entity's own list name is always cleared.
   */
  clearsCache?: readonly string[];
  /** Milliseconds before the update's success message (spec 001 §9: a dynamic part's, 100 ms). */
  updateNoticeDelay?: number;
}

export const isFieldsForm = (form: FormDefinition | undefined): form is FieldsForm =>
  form !== undefined && 'fields' in form;

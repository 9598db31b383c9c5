import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { OptionChoices, OptionItem, OptionSource } from './optionTypes.ts';
import type { Row } from './row.ts';

/** A form's values by field name (ids of pickers, texts, numbers, switches). */
export type FormValues = Record<string, unknown>;

/** A react-hook-form form over those values (type only: core holds no React code). */
export type EntityForm = UseFormReturn<FormValues, unknown, FormValues>;

/** A contract schema a form is validated with (`genderCreateInput`, `disasterFormInput`). */
export type EntitySchema = z.ZodType<Record<string, unknown>>;

export type MutationMode = 'create' | 'update';

/**
 * text/multiline → String, number → Float (Int when `integer`), digits → String of at most `maxLength`
 * digits, date → 'YYYY-MM-DD', coordinate → Float (7 decimals), switch → Boolean, select → Int (one of
 * `options`), picker → Int or [Int!] searched on the server (`search`), recipients → `userIds` and
 * `groupIds` ([Int!] each, see `recipientsField`).
 */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'number'
  | 'digits'
  | 'date'
  | 'coordinate'
  | 'switch'
  | 'select'
  | 'picker'
  | 'recipients';

/**
 * How a recipients field offers users and groups (spec 000 §4): `disable` — both pickers, choosing in one
 * disables the other; `choose` — a radio picks users or groups and shows that picker, switching empties the
 * other; absent — both pickers, independent.
 */
export interface RecipientsOptions {
  exclusive?: 'disable' | 'choose';
}

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  /** Dictionary key of the label; `contract:fields.<name>` by default. */
  labelKey?: string;
  /** The value a create dialog starts with. */
  defaultValue?: string | number | boolean;
  /**
   * The row's field an edit dialog starts from when the API answers the value under another name (a
   * discipline workflow's number is `typeId`: its `type` answers the spec's name, 'REQUEST').
   */
  readFrom?: string;
  /**
   * The value an edit dialog starts from when the row has no field of this name (a leave type's workflow for
   * the roles it is given: its first role's); the row's paths it reads go in `list.select`.
   */
  fromRow?: (row: Row) => unknown;
  /** May be left empty: the variable is nullable and the label has no asterisk. */
  optional?: boolean;
  /** number: sent as Int. */
  integer?: boolean;
  /** digits: the most digits the box takes. */
  maxLength?: number;
  /** text: the expected form, said under the box while it has no message ('10 hane, örn. 532 123 45 67'). */
  hintKey?: string;
  /** text: the keyboard a phone shows ('tel' for a phone number). */
  inputMode?: 'tel' | 'numeric' | 'email';
  /** select: its choices. */
  options?: OptionChoices;
  /** picker: the list it searches as the user types. */
  search?: OptionSource;
  /** picker: several values (chips). */
  multiple?: boolean;
  /** recipients: how users and groups are offered. */
  recipients?: RecipientsOptions;
  /** The mutations whose input carries the field (both by default; `[]` for a membership-only picker). */
  sentOn?: readonly MutationMode[];
  /** picker: the chosen option of an edited row, e.g. its manager. */
  initialOption?: (row: Row) => OptionItem | null;
  /**
   * A field drawn by its own component (the category icon picker); `kind` still gives its GraphQL type and
   * its empty value.
   */
  input?: ComponentType<FieldInputProps>;
}

/** A field ready to draw: its definition, its label, and for pickers the labels they start with. */
export interface FieldView {
  field: FieldDefinition;
  label: string;
  /** Chosen options the pickers start with, by value name (`managerId`, `userIds`, `groupIds`). */
  initialOptions?: Readonly<Record<string, readonly OptionItem[]>>;
  /** The longest text the contract accepts: a counter shows near it (issue 17.2). */
  maxLength?: number;
}

/** What a field's component gets: its view and the form it writes to. */
export interface FieldInputProps {
  view: FieldView;
  form: EntityForm;
  /** A message a rule placed on another field shown here (recipients: 'users or groups' on the visible one). */
  error?: string;
  /** While saving: nothing can be changed. */
  disabled?: boolean;
}

/** An input field the dialog does not show: the schema (`level`) or the route's parent (`userId`) fills it. */
export interface HiddenInput {
  name: string;
  /** GraphQL type of its variable, e.g. `Int!`. */
  type: string;
}

/** The form values a field holds: its name, or `userIds` and `groupIds` for a recipients field. */
export function valueNames(field: FieldDefinition): string[] {
  return field.kind === 'recipients' ? ['userIds', 'groupIds'] : [field.name];
}

/** The row's fields an edit dialog reads a field's values from (`readFrom`, else its value names). */
export function rowNames(field: FieldDefinition): string[] {
  return field.readFrom ? [field.readFrom] : valueNames(field);
}

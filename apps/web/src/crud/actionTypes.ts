import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { DialogValues } from './contractResolver.ts';
import type { DialogFieldDefinition, EntityDefinition, EntitySchema, HiddenInput, Row } from './types.ts';

/** A row action that is a small form sent to one mutation, e.g. changing a user's role. */
export interface FormActionDefinition {
  /** Dictionary key of the dialog's title, with `{{name}}` for the row's name. */
  titleKey: string;
  mutation: string;
  fields: DialogFieldDefinition[];
  /** Inputs the form does not show (the row's id as `userId`). */
  hiddenInputs?: HiddenInput[];
  schema: EntitySchema;
  initialValues(row: Row): DialogValues;
  /** Dictionary key of the success toast. */
  successKey: string;
  /** Query keys to clear after success besides the list's own. */
  clearsCache?: string[];
}

/** A row action that lists other records of the row, read-only and paged (a user's notifications). */
export interface ListActionDefinition {
  /** Dictionary key of the dialog's title, with `{{name}}` for the row's name. */
  titleKey: string;
  /** The nested list: query, pager argument, columns, page size. */
  definition: EntityDefinition;
  /** Pager field given the row's id (`userId`, `groupId`). */
  ownerFilter: string;
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
  icon: ComponentType<SvgIconProps>;
}

/** A row icon beyond edit and delete: a form (change role), a list (notifications) or a dialog of its own. */
export type RowActionDefinition = RowActionBase &
  (
    | { form: FormActionDefinition }
    | { list: ListActionDefinition }
    | { dialog: ComponentType<RowActionProps> }
  );

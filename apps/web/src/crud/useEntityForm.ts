import { useForm } from 'react-hook-form';
import { currentLanguage } from '../i18n/i18n.ts';
import { contractResolver, type DialogValues } from './contractResolver.ts';
import type { EntityForm } from './fields/fieldView.ts';
import type { MembershipLink } from './membershipDiff.ts';
import type { DialogFieldDefinition, EntityDefinition, EntitySchema, MutationMode, Row } from './types.ts';

export type { EntityForm } from './fields/fieldView.ts';

/** What a dialog starts from besides its row: the route's parent (`userId`) and the current links. */
export interface FormStart {
  fixed?: DialogValues;
  links?: Readonly<Record<string, MembershipLink[]>>;
}

function emptyValue(field: DialogFieldDefinition): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.kind) {
    case 'switch':
      return false;
    case 'picker':
      return field.multiple ? [] : null;
    case 'select':
    case 'number':
    case 'date':
      return null;
    case 'coordinate':
      return undefined;
    default:
      return '';
  }
}

function rowValue(field: DialogFieldDefinition, row: Row): unknown {
  const value = row[field.name];
  if (value === null || value === undefined) return emptyValue(field);
  // A date column may come back as a timestamp: the date box takes 'YYYY-MM-DD'.
  return field.kind === 'date' ? String(value).slice(0, 10) : value;
}

/**
 * A create dialog starts from the fields' defaults; an edit dialog from the row (with its id). Pickers of
 * memberships start from the current links; fixed values (the parent's id) are added to both.
 */
export function initialValues(
  definition: EntityDefinition,
  mode: MutationMode,
  row?: Row,
  start: FormStart = {},
): DialogValues {
  const fields = definition.dialogFields ?? [];
  const editing = mode === 'update' && row;
  const values: DialogValues = Object.fromEntries(
    fields.map((field) => [field.name, editing ? rowValue(field, row) : emptyValue(field)]),
  );
  for (const [field, links] of Object.entries(start.links ?? {}))
    values[field] = links.map((link) => link.memberId);
  if (!editing) return { ...values, ...start.fixed };
  return {
    id: row.id,
    ...values,
    ...(definition.hasActive ? { isActive: row.isActive === true } : {}),
    ...start.fixed,
  };
}

/** A form validated on every change with a contract schema. */
export function useContractForm(schema: EntitySchema | undefined, defaultValues: DialogValues): EntityForm {
  return useForm<DialogValues, unknown, DialogValues>({
    mode: 'all',
    defaultValues,
    ...(schema ? { resolver: contractResolver(schema, currentLanguage()) } : {}),
  });
}

/** The dialog's form: validated on every change with the contract's create or update schema. */
export function useEntityForm(
  definition: EntityDefinition,
  mode: MutationMode,
  row?: Row,
  start: FormStart = {},
): EntityForm {
  const schema = mode === 'create' ? definition.createSchema : definition.updateSchema;
  return useContractForm(schema, initialValues(definition, mode, row, start));
}

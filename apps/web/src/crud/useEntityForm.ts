import { useForm, type UseFormReturn } from 'react-hook-form';
import { currentLanguage } from '../i18n/i18n.ts';
import { contractResolver, type DialogValues } from './contractResolver.ts';
import type { MutationMode } from './documents.ts';
import type { DialogFieldDefinition, EntityDefinition, Row } from './types.ts';

export type EntityForm = UseFormReturn<DialogValues, unknown, DialogValues>;

function emptyValue(field: DialogFieldDefinition): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.kind === 'switch') return false;
  return field.kind === 'text' ? '' : undefined;
}

/** A create dialog starts from the fields' defaults; an edit dialog from the row (with its id). */
export function initialValues(definition: EntityDefinition, mode: MutationMode, row?: Row): DialogValues {
  const fields = definition.dialogFields ?? [];
  if (mode === 'create' || !row)
    return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
  return {
    id: row.id,
    ...Object.fromEntries(fields.map((field) => [field.name, row[field.name] ?? emptyValue(field)])),
    ...(definition.hasActive ? { isActive: row.isActive === true } : {}),
  };
}

/** The dialog's form: validated on every change with the contract's create or update schema. */
export function useEntityForm(definition: EntityDefinition, mode: MutationMode, row?: Row): EntityForm {
  const schema = mode === 'create' ? definition.createSchema : definition.updateSchema;
  return useForm<DialogValues, unknown, DialogValues>({
    mode: 'all',
    defaultValues: initialValues(definition, mode, row),
    ...(schema ? { resolver: contractResolver(schema, currentLanguage()) } : {}),
  });
}

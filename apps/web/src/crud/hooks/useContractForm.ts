import { useForm } from 'react-hook-form';
import { currentLanguage } from '../../i18n/i18n.ts';
import type { EntityForm, EntitySchema, FormValues } from '../core/fieldTypes.ts';
import { contractResolver, type ToInput } from './contractResolver.ts';

/**
 * A form validated on every change with a contract schema, in the interface language: the generic dialog,
 * row actions and the areas' own dialogs (announcement, disaster, theme) all check their values this way.
 */
export function useContractForm(
  schema: EntitySchema | undefined,
  defaultValues: FormValues,
  toInput?: ToInput,
): EntityForm {
  return useForm<FormValues, unknown, FormValues>({
    mode: 'all',
    defaultValues,
    ...(schema ? { resolver: contractResolver(schema, currentLanguage(), toInput) } : {}),
  });
}

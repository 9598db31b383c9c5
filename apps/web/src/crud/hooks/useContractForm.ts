import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { currentLanguage } from '../../i18n/i18n.ts';
import type { EntityForm, EntitySchema, FormValues } from '../core/fieldTypes.ts';
import { contractResolver, type ToInput } from './contractResolver.ts';
import { keepingRefusals, newRefusals, trackRefusals } from './serverRefusals.ts';

/**
 * A form validated on every change with a contract schema, in the interface language: the generic dialog,
 * row actions and the areas' own dialogs (announcement, disaster, theme) all check their values this way.
 * A server refusal shown at a field (`showFieldFailures`) stays there until that field changes.
 */
export function useContractForm(
  schema: EntitySchema | undefined,
  defaultValues: FormValues,
  toInput?: ToInput,
): EntityForm {
  const [refusals] = useState(newRefusals);
  const form = useForm<FormValues, unknown, FormValues>({
    mode: 'all',
    defaultValues,
    ...(schema
      ? { resolver: keepingRefusals(contractResolver(schema, currentLanguage(), toInput), refusals) }
      : {}),
  });
  trackRefusals(form, refusals);
  return form;
}

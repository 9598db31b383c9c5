import type { UseFormReturn } from 'react-hook-form';
import type { DialogValues } from '../contractResolver.ts';
import type { OptionItem } from '../optionTypes.ts';
import type { DialogFieldDefinition } from '../types.ts';

export type EntityForm = UseFormReturn<DialogValues, unknown, DialogValues>;

/** A dialog field ready to draw: its definition, its label, and for a picker the labels it starts with. */
export interface FormFieldView {
  field: DialogFieldDefinition;
  label: string;
  initialOptions?: OptionItem[];
}

export interface FormFieldProps {
  view: FormFieldView;
  form: EntityForm;
}

/** The rule's message under a field, if any. */
export function fieldError(form: EntityForm, name: string): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

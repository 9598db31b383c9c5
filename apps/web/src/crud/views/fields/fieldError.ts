import type { EntityForm } from '../../core/fieldTypes.ts';

/** The rule's message under a field, if any. */
export function fieldError(form: EntityForm, name: string): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

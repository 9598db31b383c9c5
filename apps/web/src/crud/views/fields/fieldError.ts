import type { EntityForm } from '../../core/fieldTypes.ts';

/** The rule's message under a field, if any. */
export function fieldError(form: EntityForm, name: string): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Near a text's limit, how much of it is used ('280 / 300'); past it the rule's message says so instead. */
export const NEAR_LIMIT = 0.8;

export function lengthHint(
  length: number,
  max: number | undefined,
): { count: number; max: number } | undefined {
  return max !== undefined && length >= Math.floor(max * NEAR_LIMIT) && length <= max
    ? { count: length, max }
    : undefined;
}

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { FieldFailures } from '../core/fieldFailures.ts';
import type { EntityForm, FormValues } from '../core/fieldTypes.ts';

/** The server's refusals of a form's fields: the values it refused and what it said about each field. */
type Refusals = Map<string, { values: string; message: string }>;

const byForm = new WeakMap<object, Refusals>();

const snapshot = (value: unknown) => JSON.stringify(value ?? null);

/**
 * A resolver that keeps the server's message at its field while the form still holds the values the server
 * refused (leaving the box does not hide it; changing any value does, as a refusal may concern two fields:
 * an overlapping range), beside the contract's own checks.
 */
export function keepingRefusals(
  resolver: Resolver<FormValues, unknown, FormValues>,
  refusals: Refusals,
): Resolver<FormValues, unknown, FormValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [name, refused] of refusals) {
      if (snapshot(values) !== refused.values) refusals.delete(name);
      else errors[name] ??= { type: 'server', message: refused.message };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<FormValues> } : result;
  };
}

/** Links a form to the refusals its resolver keeps (`useContractForm`). */
export function trackRefusals(form: EntityForm, refusals: Refusals): void {
  byForm.set(form.control, refusals);
}

export const newRefusals = (): Refusals => new Map();

/**
 * Shows the server's messages at their fields (the input kept) and focuses the first, as the form's own
 * rules do; a message stays until a value changes.
 */
export function showFieldFailures(form: EntityForm, placed: FieldFailures['placed']): void {
  const refusals = byForm.get(form.control);
  placed.forEach(({ name, message }, index) => {
    refusals?.set(name, { values: snapshot(form.getValues()), message });
    form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}

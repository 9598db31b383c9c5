import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { describeIssue, type Language } from '@pano/contract';
import type { EntitySchema, FormValues } from '../core/fieldTypes.ts';

/** The contract input a form's values stand for, when the two differ (a nested `announcement {…}`). */
export type ToInput = (values: FormValues) => unknown;

/**
 * A react-hook-form resolver over a contract schema whose messages come from `describeIssue`, so a dialog
 * says what the server would say ('Ad: Bu alan zorunludur'). @hookform/resolvers' zodResolver keeps only
 * zod's own message text, which carries neither the field label nor the spec's wording. With `toInput` the
 * schema checks the input the values make, each issue lands on the field its path ends with, and the values
 * pass on unchanged.
 */
export function contractResolver(
  schema: EntitySchema,
  language: Language,
  toInput?: ToInput,
): Resolver<FormValues, unknown, FormValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(toInput ? toInput(values) : values);
    // Fields the schema does not name (a membership picker's ids) pass through beside its output.
    if (result.success) return { values: toInput ? values : { ...values, ...result.data }, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const { field, message } = describeIssue(language, issue);
      errors[field] ??= { type: issue.code, message };
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
}

import type { z } from 'zod';
import { fieldLabel, hasMessage, translate, type Language } from '../i18n/messages.ts';

/** Custom refinements and server rules name a key of the validation texts as their message. */
const isKnownMessage = (message: string) => hasMessage(`validation.${message}`);

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Turns a zod issue into the specification's field messages (Required, MaxCharacter, MaxNumber,
 * 'Check the {0} field'), naming the field in the caller's language. Used by dialogs and use cases alike.
 */
export function describeIssue(lang: Language, issue: z.core.$ZodIssue): FieldError {
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const label = fieldLabel(lang, field);
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, `validation.${key}`, { field: label, ...params });
  // a rule's own message (a dictionary key such as passwordPolicy) wins over the generic wording, with the
  // numbers a custom rule gives it (its `params`)
  if (isKnownMessage(issue.message)) return { field, message: t(issue.message, paramsOf(issue)) };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) > 1)
        return { field, message: t('minCharacter', { min: Number(issue.minimum) }) };
      if (issue.origin === 'string' || issue.origin === 'array') return { field, message: t('required') };
      return { field, message: t('minNumber', { min: Number(issue.minimum) }) };
    case 'too_big':
      if (issue.origin === 'string')
        return { field, message: t('maxCharacter', { max: Number(issue.maximum) }) };
      return { field, message: t('maxNumber', { max: Number(issue.maximum) }) };
    case 'not_multiple_of':
      return { field, message: stepMessage(t, Number(issue.divisor)) };
    case 'invalid_type':
      // zod leaves the input off its issues unless asked; its wording says whether the value was missing.
      if (issue.input == null && /received (undefined|null)$/.test(issue.message))
        return { field, message: t('required') };
      return { field, message: t('checkField') };
    default:
      return { field, message: t(isKnownMessage(issue.message) ? issue.message : 'checkField') };
  }
}

export function describeIssues(lang: Language, error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => describeIssue(lang, issue));
}

/**
 * What a step rule (`multipleOf`) means, in words (issue 48 §8): 0.5 is 'whole or half days' (the leave
 * figures), 0.1, 0.01… are 'at most n decimal places', any other step is named.
 */
function stepMessage(t: (key: string, params?: Record<string, string | number>) => string, step: number) {
  if (step === 0.5) return t('halfDays');
  const places = Math.round(-Math.log10(step));
  if (places > 0 && 10 ** -places === step) return t('maxDecimals', { max: places });
  return t('multipleOf', { step });
}

/** A custom issue's text and number parameters, for its message. */
function paramsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  ) as Record<string, string | number>;
}

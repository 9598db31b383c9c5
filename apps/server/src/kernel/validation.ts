import type { z } from 'zod';
import { controlCharacterIssues } from '@pano/contract';
import { DomainError } from './envelope.ts';

/** A failed input check; the messages are translated for the caller when the envelope is made. */
export class ValidationError extends DomainError {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Validation');
  }
}

/**
 * Parses with a contract schema; a failure becomes `isSuccess: false`, code Validation. Text carrying a
 * control character (NUL …) is refused first, field by field, whatever the schema: it never reaches the
 * database as an unexpected error.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const control = controlCharacterIssues(input);
  if (control.length) throw new ValidationError(control);
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}

/**
 * A rule checked by the server beyond the contract's schema (a reference to a row that does not exist, a
 * user as their own manager): answered like a schema failure, `Validation` naming the field, e.g.
 * 'Yönetici alanını kontrol edin' / 'Check the Manager field'. `message` is a key of the validation texts.
 */
export function invalidField(
  field: string,
  message = 'checkField',
  params?: Record<string, string | number>,
): ValidationError {
  return new ValidationError([
    { code: 'custom', message, path: [field], input: undefined, ...(params ? { params } : {}) },
  ]);
}

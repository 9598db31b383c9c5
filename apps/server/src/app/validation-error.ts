import type { z } from 'zod';
import { DomainError } from './envelope.ts';

/** A failed input check; the messages are translated for the caller when the envelope is made. */
export class ValidationError extends DomainError {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Validation');
  }
}

/** Parses with a contract schema; a failure becomes `isSuccess: false`, code Validation. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}

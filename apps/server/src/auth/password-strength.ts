import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../kernel/validation.ts';

/**
 * zxcvbn's scale: 0 too guessable … 4 very unguessable. Below 3 ("safely unguessable", about 10^8 guesses)
 * a new password is refused: 'Password1', 'qwerty123', 'istanbul34', 'Ankara06' are.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * Refuses a new password that is common or easy to guess (ASVS 6.2.4), beyond the contract's composition
 * rule: zxcvbn-ts with its lists of common passwords, names and keyboard patterns, plus what the user's own
 * record holds (name, surname, email). The message names the field.
 */
export function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly string[] = [],
): void {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const inputs = userInputs
    .flatMap((value) => value.toLowerCase().split(/[\s@.]+/))
    .filter((v) => v.length > 2);
  if (estimator.check(password, inputs).score < MIN_PASSWORD_SCORE) throw invalidField(field, 'weakPassword');
}

import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { invalidField } from '../kernel/validation.ts';

/**
 * zxcvbn's scale: 0 too guessable … 4 very unguessable. Below 3 ("safely unguessable", about 10^8 guesses)
 * a new password is refused: 'Password1', 'qwerty123', 'istanbul34', 'Ankara06' are.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn and its word lists (a few MB) load on the first password set, not at start (docs/performance.md). */
async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
}

/**
 * Refuses a new password that is common or easy to guess (ASVS 6.2.4), beyond the contract's composition
 * rule: zxcvbn-ts with its lists of common passwords, names and keyboard patterns, plus what the user's own
 * record holds (name, surname, email). The message names the field.
 */
export async function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly string[] = [],
): Promise<void> {
  estimator ??= loadEstimator();
  const inputs = userInputs
    .flatMap((value) => value.toLowerCase().split(/[\s@.]+/))
    .filter((v) => v.length > 2);
  if ((await estimator).check(password, inputs).score < MIN_PASSWORD_SCORE)
    throw invalidField(field, 'weakPassword');
}

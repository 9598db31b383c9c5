import { DomainError } from '../kernel/envelope.ts';

/**
 * An attempt the policy turned away before its secret was looked at (`TooManyAttempts`, with the minutes to
 * wait). `lockStarted`: the first refusal of an account's counter since it last let an attempt through —
 * the moment a lock begins, which the sign-in records as a security event (docs/sign-in.md).
 */
export class AttemptRefused extends DomainError {
  constructor(
    waitSeconds: number,
    readonly lockStarted: boolean,
  ) {
    super('TooManyAttempts', { minutes: Math.ceil(waitSeconds / 60) });
  }
}

import { MessageCode, type Envelope, type ResultMessage } from '@pano/contract';

/** The response envelope every call answers (docs/api.md), defined once in the contract. */
export type { Envelope, ResultMessage };

/** The selection every generic document asks of an envelope (`field`: where a refusal belongs in the input). */
export const ENVELOPE_SELECTION = 'isSuccess message messages { code message field }';

/** The text to show for a failed envelope: its first message, or null when the server gave none. */
export function firstMessage(envelope: Envelope<unknown>): string | null {
  return envelope.messages[0]?.message ?? envelope.message ?? null;
}

export function firstCode(envelope: Envelope<unknown>): string | null {
  return envelope.messages[0]?.code ?? null;
}

/** A failure built on the client (network down, unreadable answer). */
export function failure<T>(code: string | null, message: string | null): Envelope<T> {
  return {
    isSuccess: false,
    message,
    messages: code && message ? [{ code, message }] : [],
    data: null,
  };
}

const AUTH_FAILURES: readonly string[] = [MessageCode.AuthRequired, MessageCode.TokenInvalid];

/** AuthRequired or TokenInvalid: the session is over and the app goes to /logout. */
export function isAuthFailure(envelope: Envelope<unknown>): boolean {
  const code = firstCode(envelope);
  return code !== null && AUTH_FAILURES.includes(code);
}

/** The envelope every call answers (docs/api.md). */
export interface ResultMessage {
  code: string;
  message: string;
  field?: string | null;
}

export interface Envelope<T> {
  isSuccess: boolean;
  message: string | null;
  messages: readonly ResultMessage[];
  data: T | null;
}

/** What every answer carries, with or without data (a mutation's answer has none). */
export type Outcome = Pick<Envelope<unknown>, 'isSuccess' | 'message' | 'messages'>;

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'isSuccess' in value && 'messages' in value;
}

/** A failure made on the device: no answer could be read (offline, a server away). */
export function unreachable<T>(): Envelope<T> {
  return { isSuccess: false, message: null, messages: [{ code: 'Offline', message: '' }], data: null };
}

/** An answer that could not be read (a server error page): a failure without a message from the server. */
export function unexpected<T>(): Envelope<T> {
  return { isSuccess: false, message: null, messages: [{ code: 'Unexpected', message: '' }], data: null };
}

export const isUnreachable = (envelope: Outcome): boolean => envelope.messages[0]?.code === 'Offline';

const AUTH_FAILURES = new Set(['AuthRequired', 'TokenInvalid']);

/** The token is no longer good: the employee signs in again. */
export const isAuthFailure = (envelope: Outcome): boolean =>
  AUTH_FAILURES.has(envelope.messages[0]?.code ?? '');

/** The first message the server gave, or null. */
export const firstMessage = (envelope: Outcome): string | null =>
  envelope.messages[0]?.message || envelope.message || null;

import {
  translate,
  type Envelope,
  type Language,
  type MessageCode,
  type ResultMessage,
} from '@pano/contract';

export type { Envelope, ResultMessage };

/** A business failure: becomes `isSuccess: false` with a code and a message in the caller's language. */
export class DomainError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
    readonly details: ResultMessage[] = [],
    /** The message's dictionary key when it is not the code's own (`codes.Stale` for a Conflict). */
    readonly messageKey?: string,
    /** The input field the refusal concerns (`email`): the panel shows the message at that field. */
    readonly field?: string,
  ) {
    super(code);
  }
}

export function ok<T>(data: T, totalItemCount?: number): Envelope<T> {
  return {
    isSuccess: true,
    message: null,
    messages: [],
    data,
    ...(totalItemCount === undefined ? {} : { totalItemCount }),
  };
}

export function fail(lang: Language, error: DomainError): Envelope<never> {
  const message =
    error.details[0]?.message ?? translate(lang, error.messageKey ?? `codes.${error.code}`, error.params);
  const messages = error.details.length
    ? error.details
    : [{ code: error.code, message, ...(error.field ? { field: error.field } : {}) }];
  return { isSuccess: false, message, messages, data: null };
}

/**
 * An area rule's refusal: the code a client reads (`Validation` unless given), the sentence
 * (`codes.<key>` of the contract dictionaries) a person reads and, when it concerns one, the input field
 * (the message's `field`: the panel shows it there, the dialog still open).
 */
export const refuse = (
  key: string,
  code: MessageCode = 'Validation',
  params: Record<string, string | number> = {},
  field?: string,
) => new DomainError(code, params, [], `codes.${key}`, field);

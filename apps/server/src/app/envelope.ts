import { translate, type Language, type MessageCode } from '@pano/contract';

export interface ResultMessage {
  code: string;
  message: string;
}

/** The specification's response envelope: isSuccess, message, messages, data (+ totalItemCount on lists). */
export interface Envelope<T> {
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  data: T | null;
  totalItemCount?: number;
}

/** A business failure: becomes `isSuccess: false` with a code and a message in the caller's language. */
export class DomainError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
    readonly details: ResultMessage[] = [],
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
  const message = error.details[0]?.message ?? translate(lang, `codes.${error.code}`, error.params);
  const messages = error.details.length ? error.details : [{ code: error.code, message }];
  return { isSuccess: false, message, messages, data: null };
}

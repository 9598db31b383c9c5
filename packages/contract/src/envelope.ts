/** One message of a response (docs/api.md): a code from MessageCode and its text in the caller's language. */
export interface ResultMessage {
  code: string;
  message: string;
  /** Where a validation message belongs in the input (`categories.0.items.2.name`); absent otherwise. */
  field?: string | null;
}

/** The specification's response envelope: isSuccess, message, messages, data (+ totalItemCount on lists). */
export interface Envelope<T> {
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  data: T | null;
  totalItemCount?: number | null;
}

/**
 * Why an outgoing call got no answer, as a code the reader's dictionary words (`outgoingFailure.<reason>`)
 * and the words' parameters: the trail of a URL step says it in the reader's language.
 */
export type OutgoingFailureReason =
  'invalidAddress' | 'refusedAddress' | 'noAddress' | 'tooManyRedirects' | 'timeout' | 'connectionFailed';

export interface OutgoingFailure {
  reason: OutgoingFailureReason;
  params: Record<string, string | number>;
}

/** A call refused or failed before an answer came (kernel/outgoing, docs/security.md). */
export class OutgoingError extends Error {
  constructor(
    readonly reason: OutgoingFailureReason,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${reason} ${JSON.stringify(params)}`);
    this.name = 'OutgoingError';
  }

  /** Any error of a call as a failure: an OutgoingError as it is, anything else as a failed connection. */
  static failureOf(error: unknown): OutgoingFailure {
    if (error instanceof OutgoingError) return { reason: error.reason, params: error.params };
    const code = (error as NodeJS.ErrnoException | null)?.code;
    const detail = code ?? (error instanceof Error ? error.message : String(error));
    return { reason: 'connectionFailed', params: { detail: detail.slice(0, 200) } };
  }
}

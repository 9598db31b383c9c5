import { failure, isAuthFailure, type Envelope } from './envelope.ts';
import { clearSession } from '../state/session.ts';
import { fetchJson, isEnvelope, type RequestOptions } from './http.ts';
import type { TypedDocument } from './typedDocument.ts';

/**
 * `upload`: the main service with a larger body limit, for image upload mutations; `media`: raised to the
 * largest video, one multimedia file per request (docs/api.md).
 */
export type Service = 'main' | 'upload' | 'media' | 'shared';

export const ENDPOINTS: Record<Service, string> = {
  main: '/graphql',
  upload: '/graphql/upload',
  media: '/graphql/media',
  shared: '/shared/graphql',
};

/** The envelope a document's single root field answers (`AnnouncementQuery['announcement']`). */
export type EnvelopeOf<R> = R[keyof R];

let onAuthFailure: () => void = () => {
  window.location.hash = '#/logout';
};

/** The app installs the router's navigation to /logout here; the default changes the hash. */
export function setAuthFailureHandler(handler: () => void): void {
  onAuthFailure = handler;
}

export interface GraphqlRequestOptions extends RequestOptions {
  /** false for the logout call itself: a revoked token must not send the app to /logout again. */
  redirectOnAuthFailure?: boolean;
}

/** A document's variables, and the request options after them; variables may be left out when it has none. */
export type RequestArguments<V> =
  Record<string, never> extends V
    ? [variables?: V, options?: GraphqlRequestOptions]
    : [variables: V, options?: GraphqlRequestOptions];

export function operationName(query: string): string | undefined {
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
}

/**
 * The single root field's envelope; a request the server refused before any field ran (a body too large, a
 * wrong content type: docs/api.md, Refused requests) answers the envelope itself; a GraphQL error answer (no
 * data) is a failure without messages.
 */
function envelopeOf<R>(body: unknown): EnvelopeOf<R> {
  if (isEnvelope(body)) return body as EnvelopeOf<R>;
  const data = (body as { data?: Record<string, unknown> | null } | null)?.data;
  const envelope = data ? Object.values(data)[0] : undefined;
  return (isEnvelope(envelope) ? envelope : failure(null, null)) as EnvelopeOf<R>;
}

function endSessionOnAuthFailure(envelope: unknown): void {
  if (isEnvelope(envelope) && isAuthFailure(envelope)) {
    clearSession();
    onAuthFailure();
  }
}

/**
 * POSTs a typed document with one root field and answers that field's envelope, typed from the document
 * (`request('main', AnnouncementDocument, { id })` → `AnnouncementQuery['announcement']`). A GraphQL error
 * answer (no data) or a network failure becomes a failure envelope built on the client (no data, no total),
 * which the UI shows as '400 Bad Request' or the Unexpected text. AuthRequired or TokenInvalid clears the
 * session and sends the app to /logout.
 */
export async function request<R, V>(
  service: Service,
  document: TypedDocument<R, V>,
  ...[variables, options = {}]: RequestArguments<V>
): Promise<EnvelopeOf<R>> {
  const body = JSON.stringify({
    query: document,
    variables: variables ?? {},
    operationName: operationName(document),
  });
  const parsed = await fetchJson(ENDPOINTS[service], { method: 'POST', body }, options);
  if (!parsed.ok) return parsed.envelope as EnvelopeOf<R>;
  const envelope = envelopeOf<R>(parsed.body);
  if (options.redirectOnAuthFailure !== false) endSessionOnAuthFailure(envelope);
  return envelope;
}

/**
 * The envelope a REST answer's body is (a streamed upload's), for callers that send their own requests:
 * AuthRequired or TokenInvalid clears the session and goes to /logout; a body that is no envelope is a
 * failure without messages.
 */
export function restEnvelope<T>(body: unknown): Envelope<T> {
  const envelope = isEnvelope(body) ? (body as Envelope<T>) : failure<T>(null, null);
  endSessionOnAuthFailure(envelope);
  return envelope;
}

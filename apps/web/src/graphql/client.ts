import { failure, isAuthFailure, type Envelope } from './envelope.ts';
import { clearSession } from '../app/state/session.ts';
import { fetchJson, isEnvelope, type RequestOptions } from './http.ts';

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

function operationName(query: string): string | undefined {
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
}

/**
 * POSTs a GraphQL document with one root field and answers that field's envelope. A GraphQL error answer
 * (no data) becomes a failure without messages, which the UI shows as '400 Bad Request'. AuthRequired or
 * TokenInvalid clears the session and sends the app to /logout.
 */
export async function request<T>(
  service: Service,
  query: string,
  variables: Record<string, unknown> = {},
  options: GraphqlRequestOptions = {},
): Promise<Envelope<T>> {
  const body = JSON.stringify({ query, variables, operationName: operationName(query) });
  const parsed = await fetchJson(ENDPOINTS[service], { method: 'POST', body }, options);
  if (!parsed.ok) return parsed.envelope;
  const data = (parsed.body as { data?: Record<string, unknown> | null } | null)?.data;
  const envelope = data ? Object.values(data)[0] : undefined;
  if (!isEnvelope(envelope)) return failure<T>(null, null);
  if (isAuthFailure(envelope) && options.redirectOnAuthFailure !== false) {
    clearSession();
    onAuthFailure();
  }
  return envelope as Envelope<T>;
}

/**
 * The envelope of a GraphQL answer's body, as `request` reads it, for callers that send their own requests
 * (uploads with progress): AuthRequired or TokenInvalid clears the session and goes to /logout.
 */
export function answerEnvelope<T>(body: unknown): Envelope<T> {
  const data = (body as { data?: Record<string, unknown> | null } | null)?.data;
  const envelope = data ? Object.values(data)[0] : undefined;
  if (!isEnvelope(envelope)) return failure<T>(null, null);
  if (isAuthFailure(envelope)) {
    clearSession();
    onAuthFailure();
  }
  return envelope as Envelope<T>;
}

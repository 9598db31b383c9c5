import { refuse } from '../kernel/envelope.ts';
import type { Refusal } from './body-guard.ts';

interface YogaErrors {
  data?: unknown;
  errors?: { extensions?: { code?: unknown } }[];
}

const ERRORS_ONLY = Buffer.from('{"errors"');

function errorsOf(body: Buffer): YogaErrors['errors'] | null {
  if (!body.subarray(0, ERRORS_ONLY.length).equals(ERRORS_ONLY)) return null;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as YogaErrors;
    return 'data' in parsed ? null : (parsed.errors ?? null);
  } catch {
    return null;
  }
}

/**
 * What the GraphQL service (Yoga) answered when it refused the request before running an operation, as
 * the envelope (docs/api.md, Refused requests): a mutation over GET (405, Allow: POST), a request without
 * the CSRF header (403), a body that is no GraphQL request — no query, a batch, a query that is not text
 * (400), an Accept it cannot answer (406), a body type it does not read (415). An operation it could read
 * keeps GraphQL's own errors (a syntax error, an unknown field, a variable of the wrong type, a limit).
 */
export function graphqlRefusal(
  status: number,
  body: Buffer,
): { refusal: Refusal; headers: Record<string, string> } | null {
  // refused without a word: an Accept it cannot answer (406), a body type it does not read (415)
  if (status >= 400 && !body.length) {
    const key = status === 406 ? 'NotAcceptable' : status === 415 ? 'ContentType' : 'BadRequest';
    return { refusal: { status, error: refuse(key) }, headers: {} };
  }
  const errors = errorsOf(body);
  if (!errors?.length) return null;
  if (status === 405)
    return {
      refusal: { status, error: refuse('MutationOverGet', 'MethodNotAllowed') },
      headers: { allow: 'POST' },
    };
  if (status === 403) return { refusal: { status, error: refuse('CsrfHeader') }, headers: {} };
  if (errors.every((error) => error.extensions?.code === 'BAD_REQUEST'))
    return { refusal: { status: 400, error: refuse('NotGraphql') }, headers: {} };
  return null;
}

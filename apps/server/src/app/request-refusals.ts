import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from '@pano/contract';
import { DomainError, fail, refuse } from '../kernel/envelope.ts';
import { logger, safeError } from '../kernel/logger.ts';
import type { Refusal } from './body-guard.ts';
import { allowedMethods, routeTable } from './route-table.ts';

const KB = 1024;
const MB = KB * KB;

/** A body limit as people read it: '1 MB', '16 KB'. */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / KB))} KB`;
}

/** A request refused with the envelope, in the caller's language, with further headers (Allow …). */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, error }: Refusal,
  headers: Record<string, string> = {},
): FastifyReply {
  for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
  return reply.code(status).send(fail(pickLanguage(request.headers['accept-language']), error));
}

const INVALID_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
const CONTENT_TYPE = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_INVALID_CONTENT_TYPE']);

/** What Fastify refused while reading a request (its body, its type), as the envelope. */
function refusalOf(error: FastifyError, request: FastifyRequest): Refusal | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const max = sizeText(request.routeOptions.bodyLimit ?? MB);
    return { status: 413, error: new DomainError('BodyTooLarge', { max }) };
  }
  if (INVALID_JSON.has(error.code)) return { status: 400, error: refuse('InvalidJson') };
  if (CONTENT_TYPE.has(error.code)) return { status: 415, error: refuse('ContentType') };
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? { status, error: refuse('BadRequest') } : null;
}

/**
 * Every request the server refuses answers the spec's envelope in the caller's language (docs/api.md,
 * Refused requests), never Fastify's own English JSON: a body over its route's limit (413 BodyTooLarge),
 * JSON that does not parse (400 Validation), a content type the route does not read (415), a method the
 * address does not take (405 MethodNotAllowed, with Allow), an address with nothing at it (404 NotFound).
 * An error no layer expected is logged with the request id and answers 500 Unexpected. Call it before any
 * route is added: it keeps the table of routes the 405 is decided by.
 */
export function answerRefusals(app: FastifyInstance): void {
  const routes = routeTable(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = refusalOf(error, request);
    if (refusal) {
      // a body over the limit was not read to its end: the connection goes with the answer
      const close: Record<string, string> = refusal.status === 413 ? { connection: 'close' } : {};
      return sendRefusal(request, reply, refusal, close);
    }
    logger.error({ err: safeError(error), requestId: request.id }, 'unexpected error in request');
    return sendRefusal(request, reply, { status: 500, error: new DomainError('Unexpected') });
  });
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(routes, request.url);
    if (!allowed.length)
      return sendRefusal(request, reply, { status: 404, error: refuse('RouteNotFound', 'NotFound') });
    const params = { method: request.method, allowed: allowed.join(', ') };
    return sendRefusal(
      request,
      reply,
      { status: 405, error: refuse('MethodNotAllowed', 'MethodNotAllowed', params) },
      { allow: allowed.join(', ') },
    );
  });
}

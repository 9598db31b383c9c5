import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { pickLanguage } from '@pano/contract';
import type { ClientInfo } from './context.ts';

/** The request's client: its address (from X-Forwarded-For only with TRUST_PROXY) and browser. */
export function clientOf(req: FastifyRequest): ClientInfo {
  const agent = req.headers['user-agent'];
  return { address: req.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/** What a public route's envelope needs of its request: the reader's language, an id, the client. */
export function publicCaller(req: FastifyRequest) {
  return {
    lang: pickLanguage(req.headers['accept-language']),
    requestId: String(req.id ?? crypto.randomUUID()),
    client: clientOf(req),
  };
}

import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './context.ts';

/** The request's client: its address (from X-Forwarded-For only with TRUST_PROXY) and browser. */
export function clientOf(req: FastifyRequest): ClientInfo {
  const agent = req.headers['user-agent'];
  return { address: req.ip, userAgent: typeof agent === 'string' ? agent : null };
}

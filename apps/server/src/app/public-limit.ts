import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '@pano/contract';
import { fail } from '../kernel/envelope.ts';
import { clientOf } from '../request/client.ts';
import type { Services } from '../request/services.ts';

/**
 * The public routes (`/api/…`: tenant look-up, sign-in, password links) answer at most
 * `RATE_LIMIT_PUBLIC` requests a minute per address; past it, 429 with `Retry-After` and the envelope's
 * `TooManyRequests`, before the body is read. One statement on the control database when it is PostgreSQL
 * (the count every process shares, request/shared-limits.ts).
 */
export function limitPublicRoutes(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const refusal = await services.limits.publicRequest(clientOf(request).address);
    if (!refusal) return;
    const lang = pickLanguage(request.headers['accept-language']);
    await reply
      .code(429)
      .header('retry-after', String(refusal.params.seconds))
      .header('connection', 'close')
      .send(fail(lang, refusal));
  });
}

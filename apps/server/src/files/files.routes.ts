import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.ts';

/**
 * The policy of every served file: a sandboxed, scriptless document, so an uploaded file opened directly
 * can never run script in Pano's origin. It replaces the application's CSP for these answers. A PDF still
 * opens in the browser's own viewer in a new tab (checked with Chromium 156: the viewer renders it under
 * this policy); older Chromium and Safari versions refused their viewer in a sandboxed document.
 */
export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

/** Names are unique and never reused, so a file can be cached for good. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * GET /files/:tag/:name serves uploads without a bearer token (an <img> cannot send one): the random,
 * server-made name is the capability (docs/decisions.md). Invalid and unknown names are a bare 404.
 */
export function registerFileRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { tag: string; name: string } }>(
    '/files/:tag/:name',
    {
      // Route hooks run after the application's onSend hook (app/security-headers.ts): this one wins.
      onSend: async (_request, reply, payload) => {
        reply.header('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY);
        return payload;
      },
    },
    async (request, reply) => {
      const { tag, name } = request.params;
      const file = await services.files.open(tag, name);
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply
        .type(file.contentType)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', CACHE_CONTROL)
        .header('Content-Disposition', `inline; filename="${name}"`)
        .send(file.stream);
    },
  );
}

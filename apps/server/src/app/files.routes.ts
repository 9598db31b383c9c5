import type { FastifyInstance } from 'fastify';
import type { ByteRange } from '../files/file-store.ts';
import { isPrivateTag } from '../files/private-files.ts';
import type { Services } from '../request/services.ts';

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
 * One `bytes=start-end` range (also `start-` and `-suffix`) of a file of `size` bytes; null when there is no
 * usable single range (the whole file is sent then), 'unsatisfiable' when it lies outside the file.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const [start, end] = match[1]
    ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
    : [Math.max(0, size - Number(match[2])), size - 1];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * GET /files/:tag/:name serves uploads without a bearer token (an <img> cannot send one): the random,
 * server-made name is the capability (docs/decisions.md). Invalid and unknown names are a bare 404. A
 * `Range` is answered with 206 and that part only, so a video can be sought without downloading it whole.
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
      // personal files (an applicant's documents) are read through the panel only (files/private-files.ts)
      const file = isPrivateTag(tag) ? null : await services.files.open(tag, name);
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const range = rangeOf(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        await file.close();
        return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
      }
      if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
      return reply
        .type(file.contentType)
        .header('Content-Length', range ? range.end - range.start + 1 : file.size)
        .header('Accept-Ranges', 'bytes')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', CACHE_CONTROL)
        .header('Content-Disposition', `inline; filename="${name}"`)
        .send(file.read(range ?? undefined));
    },
  );
}

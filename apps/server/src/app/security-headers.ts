import type { FastifyInstance } from 'fastify';

/**
 * The origin images may also come from for the disaster map's tiles: the scheme and host of the tile URL
 * template, a `{s}` subdomain becoming `*` (`https://{s}.tile.example` → `https://*.tile.example`). A tile
 * server on this origin (a relative template) needs nothing more.
 */
export function tileOrigin(tileUrl: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(tileUrl);
  if (!match?.[1]) return null;
  const origin = match[1].replace(/\{s\}/g, '*');
  return /^https?:\/\/[\w*.-]+(:\d+)?$/i.test(origin) ? origin : null;
}

/**
 * Headers on every answer: a CSP with no inline or remote scripts (MUI's runtime styles need inline
 * styles), images only from here and the map's tile server, no sniffing, no framing, no referrer leaks.
 */
export function contentSecurityPolicy(tileUrl: string): string {
  const tiles = tileOrigin(tileUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function addSecurityHeaders(app: FastifyInstance, tileUrl: string): void {
  const policy = contentSecurityPolicy(tileUrl);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
  });
}

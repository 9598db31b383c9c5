import type { FastifyInstance } from 'fastify';

/** One route as it was added: the paths it answers and its methods. */
export interface RouteEntry {
  pattern: RegExp;
  methods: readonly string[];
}

/** The order an Allow header lists methods in. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/files/:tag/:name` → a pattern of the paths it answers (`*` is any rest). */
function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return escape(segment);
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * The routes added from now on, kept as they are added (the `onRoute` hook): which methods an address
 * takes when a request uses another (405 with Allow, app/request-refusals.ts). Add it before the routes.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    // a GET route answers HEAD too (Fastify's exposeHeadRoutes)
    if (methods.includes('GET')) methods.push('HEAD');
    table.push({ pattern: patternOf(route.url), methods });
  });
  return table;
}

/** The methods the routes take at this request's path, in the usual order; none when nothing is there. */
export function allowedMethods(table: readonly RouteEntry[], url: string): string[] {
  const path = url.split('?')[0] ?? url;
  const methods = new Set(table.filter((entry) => entry.pattern.test(path)).flatMap((e) => e.methods));
  return ORDER.filter((method) => methods.has(method));
}

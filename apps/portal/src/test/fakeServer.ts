import { vi } from 'vitest';

type Handler = (body: { query?: string; variables?: Record<string, unknown> } | null, url: string) => unknown;

/**
 * A stand-in for the server's HTTP answers in a component test (one piece tested: the screen): each call's
 * URL (and for GraphQL its operation name) picks a handler; the calls are kept to assert what was sent.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: { url: string; operation: string | undefined; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      const operation = typeof body?.operationName === 'string' ? body.operationName : undefined;
      const path = url.split('?')[0] ?? url;
      calls.push({ url, operation, body });
      const handler = handlers[operation ?? path];
      if (!handler) throw new TypeError(`no answer for ${operation ?? path}`);
      return Response.json(handler(body as never, url));
    }),
  );
  return calls;
}

export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({
  isSuccess: true,
  message: null,
  messages: [],
  data,
  ...extra,
});

export const refused = (code: string, message: string, field?: string) => ({
  isSuccess: false,
  message: null,
  messages: [{ code, message, field: field ?? null }],
  data: null,
});

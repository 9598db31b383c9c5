import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveSafely } from './safe-address.ts';

export interface UrlCall {
  method: string;
  url: string;
  header: string;
  body: string;
}

export interface UrlResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

const MAX_READ = 64 * 1024;

/**
 * The step's header text as headers: a JSON object, or 'Name: value' lines (docs/approvals.md, URL
 * requests). Anything else is ignored.
 */
export function parseHeaders(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    } catch {
      return {};
    }
  }
  const headers: Record<string, string> = {};
  for (const line of trimmed.split(/\r?\n/)) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim();
    if (at > 0 && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) headers[name] = line.slice(at + 1).trim();
  }
  return headers;
}

/** Fills `{{requestId}}`-style placeholders (URL-encoded in the address). */
export const fill = (text: string, values: Record<string, string | number>, encode = false) =>
  text.replace(/\{\{(\w+)\}\}/g, (all, name: string) =>
    name in values ? (encode ? encodeURIComponent(String(values[name])) : String(values[name])) : all,
  );

/** A lookup that answers the checked address only (Node asks for one address or, racing families, all). */
function pinnedLookup(target: { address: string; family: number }): LookupFunction {
  return (_host, options, callback) => {
    const reply = callback as (error: null, address: unknown, family?: number) => void;
    if (options.all) reply(null, [{ address: target.address, family: target.family }]);
    else reply(null, target.address, target.family);
  };
}

/**
 * Calls a workflow's URL (docs/approvals.md): over http(s) only, to a checked address, with the job's key as
 * `Idempotency-Key` (a retry after a crash carries the same one), within the time limit; redirects are not
 * followed. A 2xx answer is a success; anything else, or no answer, is a failure to retry.
 */
export async function callUrl(
  call: UrlCall,
  options: { key: string; timeoutMs: number; allowPrivate: boolean },
): Promise<UrlResult> {
  const started = Date.now();
  const done = (ok: boolean, status: number | null, error: string | null): UrlResult => ({
    ok,
    status,
    error,
    durationMs: Date.now() - started,
  });
  try {
    const url = new URL(call.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return done(false, null, 'not http(s)');
    const target = await resolveSafely(url.hostname, options.allowPrivate);
    const body = call.method === 'GET' || !call.body ? undefined : Buffer.from(call.body, 'utf8');
    const headers: Record<string, string> = {
      'user-agent': 'Pano-Workflow/1',
      ...(body && /^\s*[[{]/.test(call.body) ? { 'content-type': 'application/json' } : {}),
      ...parseHeaders(call.header),
      'idempotency-key': options.key,
      ...(body ? { 'content-length': String(body.length) } : {}),
    };
    const client = url.protocol === 'https:' ? https : http;
    const status = await new Promise<number>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: call.method,
          headers,
          timeout: options.timeoutMs,
          lookup: pinnedLookup(target),
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_READ) response.destroy();
          });
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('close', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });
    return done(
      status >= 200 && status < 300,
      status,
      status >= 200 && status < 300 ? null : `HTTP ${status}`,
    );
  } catch (error) {
    return done(false, null, error instanceof Error ? error.message : String(error));
  }
}

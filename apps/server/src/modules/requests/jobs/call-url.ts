import type { OutgoingClient } from '../../../kernel/outgoing/outgoing-client.ts';
import { OutgoingError, type OutgoingFailure } from '../../../kernel/outgoing/outgoing-error.ts';

export interface UrlCall {
  method: string;
  url: string;
  header: string;
  body: string;
}

export interface UrlResult {
  ok: boolean;
  status: number | null;
  /** Why no answer came (the trail words it in the reader's language). */
  failure: OutgoingFailure | null;
  durationMs: number;
}

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

/**
 * Calls a workflow's URL (docs/approvals.md) through the server's one outgoing client, which checks the
 * address it connects to, follows redirects by hand and caps the answer's size and time: the job's key as
 * `Idempotency-Key` (a retry after a crash carries the same one). A 2xx answer is a success; anything else,
 * or no answer (`failure` says why), is a failure to retry.
 */
export async function callUrl(
  client: OutgoingClient,
  call: UrlCall,
  options: { key: string; timeoutMs: number; allowPrivate: boolean },
): Promise<UrlResult> {
  const started = Date.now();
  const body = call.method === 'GET' || !call.body ? undefined : Buffer.from(call.body, 'utf8');
  const headers: Record<string, string> = {
    'user-agent': 'Pano-Workflow/1',
    ...(body && /^\s*[[{]/.test(call.body) ? { 'content-type': 'application/json' } : {}),
    ...parseHeaders(call.header),
    'idempotency-key': options.key,
  };
  try {
    const answer = await client.send({
      method: call.method,
      url: call.url,
      headers,
      body,
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivate,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return { ok, status: answer.status, failure: null, durationMs: Date.now() - started };
  } catch (error) {
    return {
      ok: false,
      status: null,
      failure: OutgoingError.failureOf(error),
      durationMs: Date.now() - started,
    };
  }
}

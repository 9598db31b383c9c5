import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { refusedRange } from './address-policy.ts';
import { guardedLookup, systemResolver, type Resolver } from './guarded-lookup.ts';
import { OutgoingError } from './outgoing-error.ts';
import { webUrl, withoutHeaders } from './web-url.ts';

export const MAX_REDIRECTS = 5;
export const DEFAULT_MAX_BYTES = 64 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface OutgoingRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The whole call's time, every redirect and the answer's body included. */
  timeoutMs: number;
  /** The most of the answer's body read (DEFAULT_MAX_BYTES); the rest is not read. */
  maxBytes?: number;
  /** Loopback, private and reserved addresses too: WORKFLOW_URL_ALLOW_PRIVATE, or an address the operator set. */
  allowPrivate: boolean;
}

export interface OutgoingAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body was longer than `maxBytes`. */
  truncated: boolean;
  /** The address that answered (after redirects). */
  url: string;
  redirects: number;
}

/** Where a socket goes: the host as the address says it, and the lookup that must be its only resolver. */
export interface SocketTarget {
  host: string;
  port: number;
  lookup: net.LookupFunction;
  servername?: string;
}
export type SocketOpener = (target: SocketTarget, secure: boolean) => net.Socket;

const openSocket: SocketOpener = (target, secure) =>
  secure
    ? tls.connect({
        host: target.host,
        port: target.port,
        lookup: target.lookup,
        servername: target.servername,
      })
    : net.connect({ host: target.host, port: target.port, lookup: target.lookup });

/** The one way the server calls out over HTTP (docs/security.md, Outgoing calls). */
export interface OutgoingClient {
  /** The answer, or an OutgoingError saying why there is none. */
  send(request: OutgoingRequest): Promise<OutgoingAnswer>;
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/**
 * The server's outgoing HTTP client. It decides on the address a socket connects to, not on the URL's text:
 * a name is resolved in the socket's own lookup and every address checked there (`guardedLookup`), an
 * address written in the URL is checked before the socket is made. Redirects are followed here, each hop
 * checked the same way, MAX_REDIRECTS at most; one deadline covers the whole call, and at most `maxBytes`
 * of an answer are read. `resolve` and `open` are for tests: a resolver of their own, and a socket maker
 * that wraps the real one.
 */
export function createOutgoingClient(
  hooks: { resolve?: Resolver; open?: SocketOpener } = {},
): OutgoingClient {
  const resolve = hooks.resolve ?? systemResolver;
  const open = hooks.open ?? openSocket;

  function connect(host: string, port: number, secure: boolean, allowPrivate: boolean): net.Socket {
    const literal = net.isIP(host) !== 0;
    if (literal && (refusedRange(host) === 'invalid' || (!allowPrivate && refusedRange(host))))
      throw new OutgoingError('refusedAddress', { host, address: host });
    const servername = literal ? undefined : host.replace(/\.$/, '');
    return open({ host, port, lookup: guardedLookup(resolve, allowPrivate), servername }, secure);
  }

  function hop(step: Hop, request: OutgoingRequest, signal: AbortSignal) {
    const maxBytes = request.maxBytes ?? DEFAULT_MAX_BYTES;
    const timeout = () => new OutgoingError('timeout', { ms: request.timeoutMs });
    return new Promise<Omit<OutgoingAnswer, 'url' | 'redirects'>>((resolve, reject) => {
      const secure = step.url.protocol === 'https:';
      const outgoing = (secure ? https : http).request(
        step.url,
        {
          method: step.method,
          headers: step.headers,
          signal,
          defaultPort: secure ? 443 : 80,
          createConnection: (options) =>
            connect(String(options.host), Number(options.port), secure, request.allowPrivate),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          let settled = false;
          const answer = (truncated: boolean) => {
            settled = true;
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
              truncated,
            });
          };
          response.on('data', (chunk: Buffer) => {
            if (settled) return;
            if (size + chunk.length > maxBytes) {
              chunks.push(chunk.subarray(0, maxBytes - size));
              answer(true);
              response.destroy();
              return;
            }
            chunks.push(chunk);
            size += chunk.length;
          });
          response.on('end', () => !settled && answer(false));
          response.on('error', () => undefined); // the close below says it
          response.on('close', () => {
            if (settled) return;
            settled = true;
            reject(signal.aborted ? timeout() : new OutgoingError('connectionFailed', { detail: 'cut off' }));
          });
        },
      );
      outgoing.on('error', (error) => reject(signal.aborted ? timeout() : error));
      outgoing.end(step.body);
    });
  }

  return {
    async send(request) {
      const signal = AbortSignal.timeout(request.timeoutMs);
      const body = request.body?.length ? request.body : undefined;
      let step: Hop = {
        url: webUrl(request.url),
        method: request.method,
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        body,
      };
      for (let redirects = 0; ; redirects++) {
        if (signal.aborted) throw new OutgoingError('timeout', { ms: request.timeoutMs });
        const answer = await hop(step, request, signal);
        const location = REDIRECTS.has(answer.status) ? answer.headers.location : undefined;
        if (!location) return { ...answer, url: step.url.href, redirects };
        if (redirects >= MAX_REDIRECTS) throw new OutgoingError('tooManyRedirects', { max: MAX_REDIRECTS });
        step = nextHop(step, answer.status, webUrl(location, step.url));
      }
    },
  };
}

/**
 * The call a redirect asks for, as fetch makes it: 303 (and 301/302 after a POST) turns it into a GET
 * without a body; another origin gets no credentials.
 */
function nextHop(step: Hop, status: number, url: URL): Hop {
  const toGet =
    (status === 303 && step.method !== 'HEAD') ||
    ((status === 301 || status === 302) && step.method === 'POST');
  let headers = url.origin === step.url.origin ? step.headers : withoutHeaders(step.headers, 'credentials');
  if (toGet) headers = withoutHeaders(headers, 'body');
  return { url, method: toGet ? 'GET' : step.method, headers, body: toGet ? undefined : step.body };
}

import { OutgoingError } from './outgoing-error.ts';

/** An http(s) address with a host, read against `base` (a redirect's Location), or `invalidAddress`. */
export function webUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new OutgoingError('invalidAddress');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    throw new OutgoingError('invalidAddress');
  return url;
}

/** Headers that carry credentials: not sent on to another origin after a redirect (as fetch does). */
const CREDENTIALS = new Set(['authorization', 'cookie', 'proxy-authorization']);
/** Headers of a body: dropped when a redirect turns the call into a GET. */
const BODY = new Set(['content-type', 'content-length', 'content-encoding', 'content-language']);

export const withoutHeaders = (headers: Record<string, string>, drop: 'credentials' | 'body') =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !(drop === 'body' ? BODY : CREDENTIALS).has(name.toLowerCase()),
    ),
  );

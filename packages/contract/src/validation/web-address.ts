import { z } from 'zod';

export const WEB_ADDRESS_MAX_LENGTH = 2000;

/** Control characters (C0, DEL, C1), invisible format characters (zero-width, bidi) and every space. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}]/u;
/** A workflow step's `{{requestId}}`: kept as written, though the address's normal form would encode it. */
const PLACEHOLDER = /\{\{\w+\}\}/g;
const MARK = /panoplaceholder(\d+)x/g;

/**
 * A web address the employees' app opens or the server calls, in its normal form (the WHATWG URL's `href`:
 * host in lower case and punycode, IPv4 in dots, path and query percent-encoded), or null when it is none:
 * only http and https with a host; no control character, invisible character or unencoded space anywhere
 * (`new URL` would quietly drop a tab or a line break, and a JSON payload can carry `\u0000`); at most
 * WEB_ADDRESS_MAX_LENGTH characters in the normal form. Outer spaces are trimmed. With `placeholders`, a
 * workflow step's `{{name}}` placeholders stay as written.
 */
export function normalWebAddress(text: string, options: { placeholders?: boolean } = {}): string | null {
  const value = text.trim();
  if (!value || UNSAFE.test(value)) return null;
  const found: string[] = [];
  const marked = options.placeholders
    ? value.replace(PLACEHOLDER, (placeholder) => `panoplaceholder${found.push(placeholder) - 1}x`)
    : value;
  let url: URL;
  try {
    url = new URL(marked);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  const normal = found.length
    ? url.href.replace(MARK, (mark, i: string) => found[Number(i)] ?? mark)
    : url.href;
  return normal.length <= WEB_ADDRESS_MAX_LENGTH ? normal : null;
}

/**
 * The one rule of a stored web address (menus, links and slider items that open one, workflow URL steps):
 * the input as `normalWebAddress` stores it, or the issue 'webAddress' ('Adres: Boşluk ve kontrol karakteri
 * içermeyen … bir adres girin'; 'required' when blank).
 */
export const webAddressRule = (options: { placeholders?: boolean } = {}) =>
  z
    .string()
    .max(WEB_ADDRESS_MAX_LENGTH)
    .transform((value, ctx) => {
      const normal = normalWebAddress(value, options);
      if (normal !== null) return normal;
      ctx.issues.push({ code: 'custom', message: value.trim() ? 'webAddress' : 'required', input: value });
      return z.NEVER;
    });

export const webAddress = webAddressRule();

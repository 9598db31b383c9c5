/** The base64 text of an upload, without its optional `data:<mime>;base64,` prefix. */
export interface Base64Text {
  data: string;
  /** The media type the data URL claims, lower-cased; only a claim, never used as the stored type. */
  claimedType: string | null;
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9.+-]+=[a-z0-9.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function readBase64(text: string): Base64Text {
  // The prefix is short: look only at the start, whatever the length of the text.
  const match = DATA_URL.exec(text.slice(0, 256));
  if (!match) return { data: text, claimedType: null };
  return { data: text.slice(match[0].length), claimedType: match[1]?.toLowerCase() ?? null };
}

/** The decoded size from the length alone, without decoding: ceil(length × 3 / 4) minus the padding. */
export function decodedSize(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.ceil((data.length * 3) / 4) - padding);
}

/** Standard, padded base64 (what a browser's FileReader makes): no whitespace, no URL-safe alphabet. */
export function isBase64(data: string): boolean {
  return data.length % 4 === 0 && BASE64.test(data);
}

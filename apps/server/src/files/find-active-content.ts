/**
 * Markup or documents hidden inside an image (a "polyglot": valid PNG/JPEG/GIF bytes that a browser or a
 * PDF reader would also run as HTML, SVG, script or PDF). Binary image data practically never holds these
 * byte sequences by chance; image metadata (EXIF, XMP's `<?xpacket`/`<x:xmpmeta`) does not match them.
 */
const ACTIVE_CONTENT = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?php)[\s>/]|%pdf-/i;

/** The marker found in `bytes`, or null when there is none. */
export function findActiveContent(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return ACTIVE_CONTENT.exec(text)?.[0] ?? null;
}

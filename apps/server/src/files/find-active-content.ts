/**
 * Markup or documents hidden inside an image (a "polyglot": valid PNG/JPEG/GIF bytes that a browser or a
 * PDF reader would also run as HTML, SVG, script or PDF). Binary image data practically never holds these
 * byte sequences by chance; image metadata (EXIF, XMP's `<?xpacket`/`<x:xmpmeta`) does not match them.
 */
const ACTIVE_CONTENT = new RegExp(
  '<(?:script|html|head|body|svg|math|iframe|frame|frameset|object|embed|applet|img|image|video|audio|' +
    'source|meta|link|style|base|form|input|button|template|title|xml|!doctype|!entity|\\?php|\\?xml-stylesheet)' +
    '[\\s>/]|%pdf-',
  'i',
);

/**
 * The marker found in `bytes`, or null when there is none. Markup written as UTF-16 (a NUL after every
 * character, which a browser sniffing the encoding would read) is found too. Tags of one or two letters
 * (`<a `, `<b>`) are left out: compressed image data holds such short sequences by chance.
 */
export function findActiveContent(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return ACTIVE_CONTENT.exec(text)?.[0] ?? ACTIVE_CONTENT.exec(text.replaceAll('\0', ''))?.[0] ?? null;
}

/** An image's size in pixels, as stored in its header (EXIF orientation is not applied). */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, offset: number, text: string) =>
  bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;

/** PNG: the IHDR chunk follows the signature; width and height are big-endian 32-bit. */
function png(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** GIF: the logical screen's width and height, little-endian 16-bit, after `GIF8?a`. */
function gif(bytes: Buffer): ImageSize | null {
  if (bytes.length < 10) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** WebP: lossy (`VP8 ` key frame), lossless (`VP8L`, 14-bit sizes less one) or extended (`VP8X`, canvas). */
function webp(bytes: Buffer): ImageSize | null {
  if (ascii(bytes, 12, 'VP8 ')) {
    if (bytes.length < 30 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (ascii(bytes, 12, 'VP8L')) {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(bytes, 12, 'VP8X')) {
    if (bytes.length < 30) return null;
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Markers that stand alone (no length): TEM, RST0–7, SOI, EOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
/** Start of frame: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const startOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments to the first start-of-frame (SOFn: height, then width, big-endian 16-bit). */
function jpeg(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      offset += 2;
      continue;
    }
    if (marker === 0xda) return null; // scan data before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (startOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * The width and height of a PNG, JPEG, WebP or GIF from its bytes (no decoding), or null when the bytes are
 * none of those or their header is cut short. Used to refuse slider images under 800×400 (docs/navigation.md).
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = (signature: readonly number[]) => signature.every((b, i) => buffer[i] === b);
  let size: ImageSize | null = null;
  if (head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) size = png(buffer);
  else if (head([0xff, 0xd8])) size = jpeg(buffer);
  else if (ascii(buffer, 0, 'RIFF') && ascii(buffer, 8, 'WEBP')) size = webp(buffer);
  else if (ascii(buffer, 0, 'GIF87a') || ascii(buffer, 0, 'GIF89a')) size = gif(buffer);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

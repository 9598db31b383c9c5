import { STORED_TYPES, type StoredExtension, type UploadKind } from './stored-types.ts';

export interface DetectedContent {
  /** The extension Pano stores the file under, from the content (never from the uploaded name). */
  extension: StoredExtension;
  contentType: string;
  kind: UploadKind;
}

/** How many leading bytes detection looks at: enough for every signature below. */
export const DETECTION_PREFIX_BYTES = 64;

function hasAscii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

function hasBytes(bytes: Uint8Array, offset: number, signature: readonly number[]): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', start, end);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const WEBP_CHUNKS = ['VP8 ', 'VP8L', 'VP8X'];
/** ISO base media brands that are MP4 video; HEIC/AVIF images and other ftyp files are not accepted. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);

/** MP4 and QuickTime start with an `ftyp` box: size (16 + 4n), "ftyp", major brand, minor version. */
function isoMediaExtension(bytes: Uint8Array): StoredExtension | null {
  if (!hasAscii(bytes, 4, 'ftyp') || bytes.length < 16) return null;
  const size = Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32BE(0);
  if (size < 16 || size > 1024 || size % 4 !== 0) return null;
  const brand = latin1(bytes, 8, 12);
  if (brand === 'qt  ') return 'mov';
  return MP4_BRANDS.has(brand) ? 'mp4' : null;
}

/** WebM is an EBML document whose DocType element (0x4282) says "webm" (Matroska files are refused). */
function isWebm(bytes: Uint8Array): boolean {
  if (!hasBytes(bytes, 0, EBML)) return false;
  const end = Math.min(bytes.length, DETECTION_PREFIX_BYTES);
  for (let i = 4; i + 2 < end; i++) {
    if (bytes[i] !== 0x42 || bytes[i + 1] !== 0x82) continue;
    const size = bytes[i + 2] ?? 0;
    if ((size & 0x80) === 0) return false;
    const length = size & 0x7f;
    return latin1(bytes, i + 3, i + 3 + length).replace(/\0+$/, '') === 'webm';
  }
  return false;
}

function extensionOf(bytes: Uint8Array): StoredExtension | null {
  if (hasBytes(bytes, 0, PNG) && hasAscii(bytes, 12, 'IHDR')) return 'png';
  if (hasBytes(bytes, 0, JPEG)) return 'jpg';
  if (hasAscii(bytes, 0, 'RIFF') && hasAscii(bytes, 8, 'WEBP')) {
    return WEBP_CHUNKS.some((chunk) => hasAscii(bytes, 12, chunk)) ? 'webp' : null;
  }
  if (hasAscii(bytes, 0, 'GIF87a') || hasAscii(bytes, 0, 'GIF89a')) return 'gif';
  if (hasAscii(bytes, 0, '%PDF-')) return 'pdf';
  if (isWebm(bytes)) return 'webm';
  return isoMediaExtension(bytes);
}

/**
 * What a file is, from its leading bytes (magic numbers), or null when it is nothing Pano accepts.
 * SVG, HTML, XML, scripts and anything unrecognised are null: only the formats listed are allowed.
 */
export function detectContent(bytes: Uint8Array): DetectedContent | null {
  const extension = extensionOf(bytes);
  return extension ? { extension, ...STORED_TYPES[extension] } : null;
}

/** The kinds of file Pano stores (docs/decisions.md, Accepted uploads). */
export type FileKind = 'image' | 'video' | 'pdf';

/** What the first bytes of a file say it is: the stored extension and its kind. */
export interface SniffedFile {
  extension: string;
  kind: FileKind;
}

/** How many leading bytes recognition reads: enough for every signature below. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));

const starts = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash'];

function isoMedia(bytes: Uint8Array): string | null {
  if (!ascii(bytes, 4, 'ftyp')) return null;
  if (ascii(bytes, 8, 'qt  ')) return 'mov';
  return MP4_BRANDS.some((brand) => ascii(bytes, 8, brand)) ? 'mp4' : null;
}

function extensionOf(bytes: Uint8Array): string | null {
  if (starts(bytes, PNG) && ascii(bytes, 12, 'IHDR')) return 'png';
  if (starts(bytes, JPEG)) return 'jpg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, '%PDF-')) return 'pdf';
  if (starts(bytes, EBML)) return 'webm';
  return isoMedia(bytes);
}

const KIND_OF: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  webp: 'image',
  gif: 'image',
  pdf: 'pdf',
  webm: 'video',
  mp4: 'video',
  mov: 'video',
};

/**
 * What a file is by its leading bytes (as the server recognises uploads), or null when it is nothing Pano
 * accepts. The server's check is finer (WebM's doc type, hidden markup); this one refuses what it surely
 * refuses, at the moment of choice.
 */
export function sniffFile(bytes: Uint8Array): SniffedFile | null {
  const extension = extensionOf(bytes);
  const kind = extension ? KIND_OF[extension] : undefined;
  return extension && kind ? { extension, kind } : null;
}

const NAMED_KINDS: Record<string, FileKind> = {
  ...KIND_OF,
  jpeg: 'image',
  jfif: 'image',
  svg: 'image',
  bmp: 'image',
  heic: 'image',
  avif: 'image',
  m4v: 'video',
  mkv: 'video',
  avi: 'video',
};

/** The kind a file's name claims ('other' for any other extension), or null when it has none. */
export function claimedKind(fileName: string): FileKind | 'other' | null {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!extension || !/[a-z]/.test(extension)) return null;
  return NAMED_KINDS[extension] ?? 'other';
}

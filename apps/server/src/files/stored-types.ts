import type { UploadKind } from '../kernel/config.ts';

/** What an upload may be; a caller names the kinds it accepts (a logo: image; a document: pdf). */
export type { UploadKind };

/**
 * Every type Pano stores, keyed by the extension the server gives the file. The content type served for a
 * file comes from this fixed map and its stored extension, never from the request that uploaded it.
 * SVG is absent on purpose: it can carry script and Pano does not sanitise it.
 */
export const STORED_TYPES = {
  png: { contentType: 'image/png', kind: 'image' },
  jpg: { contentType: 'image/jpeg', kind: 'image' },
  webp: { contentType: 'image/webp', kind: 'image' },
  gif: { contentType: 'image/gif', kind: 'image' },
  pdf: { contentType: 'application/pdf', kind: 'pdf' },
  mp4: { contentType: 'video/mp4', kind: 'video' },
  mov: { contentType: 'video/quicktime', kind: 'video' },
  webm: { contentType: 'video/webm', kind: 'video' },
} as const satisfies Record<string, { contentType: string; kind: UploadKind }>;

export type StoredExtension = keyof typeof STORED_TYPES;

export function isStoredExtension(extension: string): extension is StoredExtension {
  return Object.hasOwn(STORED_TYPES, extension);
}

/** The content type for a stored extension, or null for one Pano never stores. */
export function contentTypeOf(extension: string): string | null {
  return isStoredExtension(extension) ? STORED_TYPES[extension].contentType : null;
}

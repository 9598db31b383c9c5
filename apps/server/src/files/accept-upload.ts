import { DomainError } from '../kernel/envelope.ts';
import { loadConfig } from '../kernel/config.ts';
import { claimedKinds } from './claimed-kind.ts';
import { detectContent, DETECTION_PREFIX_BYTES, type DetectedContent } from './detect-content.ts';
import { findActiveContent } from './find-active-content.ts';
import { decodedSize, isBase64, readBase64 } from './read-base64.ts';
import type { UploadKind } from './stored-types.ts';

/** An upload as the API receives it (the spec's `fileName` + `fileBase64String`). */
export interface UploadInput {
  fileName: string;
  fileBase64String: string;
}

/** A checked upload: the bytes, and the type and extension detected from them. */
export interface AcceptedUpload {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

const MB = 1024 * 1024;
let configuredMb: Record<UploadKind, number> | undefined;

/** The per-kind limit in bytes: `maxBytes` when the caller gives one, else UPLOAD_MAX_<KIND>_MB. */
function limitOf(kind: UploadKind, maxBytes: number | undefined): number {
  if (maxBytes !== undefined) return maxBytes;
  configuredMb ??= loadConfig().uploadMaxMb;
  return configuredMb[kind] * MB;
}

function tooLarge(limit: number): DomainError {
  return new DomainError('FileTooLarge', { max: Math.round((limit / MB) * 100) / 100 });
}

/** Detection on the first bytes only: base64 in groups of 4 characters → 3 bytes. */
function detectHead(data: string): DetectedContent | null {
  const chars = Math.ceil(DETECTION_PREFIX_BYTES / 3) * 4;
  return detectContent(Buffer.from(data.slice(0, chars), 'base64'));
}

/**
 * Checks an upload and decodes it. The size is checked from the base64 length before anything is decoded
 * (FileTooLarge, `max` in MB); the content is recognised by its bytes (FileType otherwise): the file name and
 * the data URL's media type are claims that must agree with it, never the source of the stored type.
 */
export function acceptUpload(
  input: UploadInput,
  kinds: readonly UploadKind[],
  maxBytes?: number,
): AcceptedUpload {
  if (!kinds.length) throw new Error('acceptUpload needs at least one kind');
  const { data, claimedType } = readBase64(input.fileBase64String);
  const size = decodedSize(data);
  const largest = Math.max(...kinds.map((kind) => limitOf(kind, maxBytes)));
  if (size > largest) throw tooLarge(largest);
  const head = detectHead(data);
  if (!head || !kinds.includes(head.kind)) throw new DomainError('FileType');
  if (claimedKinds(input.fileName, claimedType).some((kind) => kind !== head.kind)) {
    throw new DomainError('FileType');
  }
  const limit = limitOf(head.kind, maxBytes);
  if (size > limit) throw tooLarge(limit);
  if (!isBase64(data)) throw new DomainError('FileType');
  const bytes = Buffer.from(data, 'base64');
  const detected = detectContent(bytes);
  if (detected?.extension !== head.extension) throw new DomainError('FileType');
  if (bytes.length > limit) throw tooLarge(limit);
  if (detected.kind === 'image' && findActiveContent(bytes)) throw new DomainError('FileType');
  return { bytes, contentType: detected.contentType, extension: detected.extension };
}

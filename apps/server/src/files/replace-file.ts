import { DomainError } from '../kernel/envelope.ts';
import { acceptUpload, type AcceptedUpload, type UploadInput } from './accept-upload.ts';
import type { TenantFiles } from './tenant-files.ts';

/** Logos are PNG, JPEG or WebP, recognised by their content (docs/api.md). */
const LOGO_EXTENSIONS = new Set(['png', 'jpg', 'webp']);

/** An upload checked as a logo: an image by its bytes, and one of the logo types. */
export function acceptLogo(input: UploadInput): AcceptedUpload {
  const upload = acceptUpload(input, ['image']);
  if (!LOGO_EXTENSIONS.has(upload.extension)) throw new DomainError('FileType');
  return upload;
}

/**
 * Stores an upload and points a row at it with `write` (its public path in, the row's answer out, or null
 * when the row is gone). The new file is removed again when the write fails or finds nothing; the previous
 * file is removed once the row points at the new one.
 */
export async function replaceStoredFile<T>(
  files: TenantFiles,
  upload: AcceptedUpload,
  previous: string | null | undefined,
  write: (path: string) => Promise<T | null>,
): Promise<T | null> {
  const path = await files.save(upload);
  let written: T | null;
  try {
    written = await write(path);
  } catch (error) {
    await files.remove(path);
    throw error;
  }
  await files.remove(written === null ? path : previous);
  return written;
}

import {
  SLIDER_IMAGE_MIN_HEIGHT,
  SLIDER_IMAGE_MIN_WIDTH,
  SLIDER_MEDIA_KINDS,
  type SliderMediaKind,
} from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { acceptUpload, type AcceptedUpload } from '../../files/accept-upload.ts';
import { imageSize } from '../../files/image-size.ts';
import { takePendingUpload } from '../../files/pending-uploads.ts';
import { STORED_TYPES, isStoredExtension } from '../../files/stored-types.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';
import { DomainError } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';

/** The item's field the file stands for: where a refusal of the file shows (spec 001 §7 `imageBase64String`). */
export const IMAGE_FIELD = 'imageBase64String';

/** A slider item's stored file and what it is. */
export interface SliderMedia {
  imagePath: string;
  mediaKind: SliderMediaKind;
}

const kindOf = (extension: string): SliderMediaKind | null => {
  const kind = isStoredExtension(extension) ? STORED_TYPES[extension].kind : null;
  return (SLIDER_MEDIA_KINDS as readonly string[]).includes(kind ?? '') ? (kind as SliderMediaKind) : null;
};

/**
 * An image is at least 800×400 pixels (spec 001 §5: 'En az 800x400 boyutunda olmalı'), read from its header;
 * one whose size cannot be read is refused at the field too. Videos are not measured.
 */
export function checkImageSize(bytes: Uint8Array): void {
  const size = imageSize(bytes);
  if (!size) throw invalidField(IMAGE_FIELD);
  if (size.width < SLIDER_IMAGE_MIN_WIDTH || size.height < SLIDER_IMAGE_MIN_HEIGHT)
    throw invalidField(IMAGE_FIELD, 'imageTooSmall');
}

/** A file sent inline: an image or a video by its bytes, an image at least 800×400 — checked before it is stored. */
export function checkInlineMedia(
  fileName: string,
  fileBase64String: string,
): AcceptedUpload & { kind: SliderMediaKind } {
  const accepted = acceptUpload({ fileName, fileBase64String }, SLIDER_MEDIA_KINDS);
  const kind = kindOf(accepted.extension);
  if (!kind) throw new DomainError('FileType');
  if (kind === 'image') checkImageSize(accepted.bytes);
  return { ...accepted, kind };
}

/**
 * A file streamed before to `POST /files/upload`, taken over inside the saving transaction (the caller's own,
 * unused upload): an image or a video by the type it was stored as, an image measured from the stored bytes.
 * A refusal rolls the transaction back, so the upload stays pending (and goes after a day, docs/api.md).
 */
export async function takeStreamedMedia(
  db: TenantDb,
  files: TenantFiles,
  uploadId: string,
  userId: number,
): Promise<SliderMedia> {
  const { filePath, extension } = await takePendingUpload(db, uploadId, userId);
  const kind = kindOf(extension);
  if (!kind) throw new DomainError('FileType');
  if (kind === 'image') {
    const bytes = await files.read(filePath);
    if (!bytes) throw invalidField('uploadId', 'uploadGone');
    checkImageSize(bytes);
  }
  return { imagePath: filePath, mediaKind: kind };
}

import type { AnnouncementQuery } from '../../graphql/generated/announcements.ts';

/** A file the drop zone holds until the announcement is saved. */
export interface PendingFile {
  key: string;
  file: File;
  isCover: boolean;
  /** 0…1 while uploading; null before. */
  progress: number | null;
  error: string | null;
  /** Refused when chosen (its type or size): `error` says why; it is never sent. */
  refused: boolean;
}

/** A file already stored with the announcement, as `announcement` answers it. */
export type StoredMultimedia = NonNullable<AnnouncementQuery['announcement']['data']>['multimedias'][number];

/** The drop zone takes images, videos and pdfs (spec 000 §2); the server checks the content. */
export const MULTIMEDIA_KINDS = ['image', 'video', 'pdf'] as const;

export const MULTIMEDIA_ACCEPT =
  'image/png,image/jpeg,image/webp,image/gif,video/mp4,video/quicktime,video/webm,application/pdf';

export const isImageExtension = (extension: string) => /^(png|jpg|jpeg|webp|gif)$/i.test(extension);
export const isVideoExtension = (extension: string) => /^(mp4|mov|webm)$/i.test(extension);

let serial = 0;

/**
 * New pending files, each with the reason it was refused when chosen (null: accepted); the first accepted
 * image becomes the cover when none is chosen yet.
 */
export function addPending(
  current: PendingFile[],
  files: File[],
  hasCover: boolean,
  problems: readonly (string | null)[] = [],
): PendingFile[] {
  let cover = hasCover || current.some((p) => p.isCover);
  const added = files.map((file, index) => {
    serial += 1;
    const error = problems[index] ?? null;
    const isCover = !cover && !error && file.type.startsWith('image/');
    if (isCover) cover = true;
    return { key: `${serial}-${file.name}`, file, isCover, progress: null, error, refused: Boolean(error) };
  });
  return [...current, ...added];
}

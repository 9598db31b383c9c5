import type { MultimediaItem } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';
import { acceptUpload, type AcceptedUpload } from '../../files/accept-upload.ts';
import { takePendingUpload } from '../../files/pending-uploads.ts';
import { announcementMultimedias } from '../../db/tenant/announcements.table.ts';
import { and, eq, inArray } from 'drizzle-orm';

/** The drop zone takes images, videos and pdfs (spec 000 §2), each checked by its content. */
const MULTIMEDIA_KINDS = ['image', 'video', 'pdf'] as const;

/** A file sent in the request (checked here) or streamed before (checked then, named by its upload id). */
export interface CheckedMultimedia {
  fileName: string;
  isCover: boolean;
  upload: AcceptedUpload | { uploadId: string };
}

/**
 * Checks every file sent as base64 before anything is written: a refused file refuses the whole save. A
 * streamed file was checked when it arrived; the save takes it over (storeMultimedias).
 */
export function checkMultimedias(items: readonly MultimediaItem[]): CheckedMultimedia[] {
  return items.map(({ fileName, isCover, fileBase64String, uploadId }) => ({
    fileName,
    isCover,
    upload: uploadId
      ? { uploadId }
      : acceptUpload({ fileName, fileBase64String: fileBase64String ?? '' }, MULTIMEDIA_KINDS),
  }));
}

/** A checked file as the save records it: stored already (sent as base64), or a streamed upload to take over. */
export interface StoredMultimedia {
  fileName: string;
  isCover: boolean;
  file: { uploadId: string } | { filePath: string; extension: string };
}

/**
 * Stores the files sent as base64 — before the save's transaction opens, since a file store on the tenant's
 * own database (FILE_STORE=postgres) writes on a connection of its own, which would wait on the transaction.
 * The paths are pushed to `saved` so the caller can remove them if the save fails (withSavedFiles).
 */
export async function storeSentFiles(
  files: TenantFiles,
  checked: readonly CheckedMultimedia[],
  saved: string[],
): Promise<StoredMultimedia[]> {
  const stored: StoredMultimedia[] = [];
  for (const { fileName, isCover, upload } of checked) {
    if ('uploadId' in upload) {
      stored.push({ fileName, isCover, file: upload });
      continue;
    }
    const filePath = await files.save(upload);
    saved.push(filePath);
    stored.push({ fileName, isCover, file: { filePath, extension: upload.extension } });
  }
  return stored;
}

/**
 * Records stored files for an announcement (inside the caller's transaction); a streamed upload is taken
 * over from the caller's pending uploads (it stays pending if the transaction fails). A new cover replaces
 * the previous one.
 */
export async function storeMultimedias(
  db: TenantDb,
  owner: { announcementId: number; userId: number },
  stored: readonly StoredMultimedia[],
): Promise<number[]> {
  const { announcementId } = owner;
  const ids: number[] = [];
  for (const item of stored) {
    const { filePath, extension: fileExtension } =
      'uploadId' in item.file ? await takePendingUpload(db, item.file.uploadId, owner.userId) : item.file;
    if (item.isCover) {
      await db
        .update(announcementMultimedias)
        .set({ isCover: false })
        .where(
          and(
            eq(announcementMultimedias.announcementId, announcementId),
            eq(announcementMultimedias.isCover, true),
          ),
        );
    }
    const [row] = await db
      .insert(announcementMultimedias)
      .values({
        announcementId,
        fileName: item.fileName,
        filePath,
        fileExtension,
        isCover: item.isCover,
      })
      .returning({ id: announcementMultimedias.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

/** Runs a write that saves files; when it fails, the files it saved are removed again. */
export async function withSavedFiles<T>(
  files: TenantFiles,
  work: (saved: string[]) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  try {
    return await work(saved);
  } catch (error) {
    for (const path of saved) await files.remove(path);
    throw error;
  }
}

/**
 * Removes stored files whose rows are gone, keeping any still used by another row (the demo data points
 * several announcements at the same few files).
 */
export async function removeUnreferenced(
  db: TenantDb,
  files: TenantFiles,
  paths: readonly string[],
): Promise<void> {
  const unique = [...new Set(paths)];
  if (!unique.length) return;
  const used = await db
    .selectDistinct({ path: announcementMultimedias.filePath })
    .from(announcementMultimedias)
    .where(inArray(announcementMultimedias.filePath, unique));
  const kept = new Set(used.map((row) => row.path));
  for (const path of unique) if (!kept.has(path)) await files.remove(path);
}

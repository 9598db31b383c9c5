import { and, eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { pendingUploads } from '../db/tenant/uploads.table.ts';
import { invalidField } from '../kernel/validation.ts';

/**
 * Takes over a file the user streamed to `POST /files/upload` (inside the saving transaction): its pending
 * row goes, so an upload is used once, by its uploader only. Another user's id, a used one or one dropped
 * after a day is a Validation error on its `uploadId` ('add the file again').
 */
export async function takePendingUpload(
  db: TenantDb,
  uploadId: string,
  userId: number,
): Promise<{ filePath: string; extension: string }> {
  const [taken] = await db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.id, uploadId), eq(pendingUploads.userId, userId)))
    .returning({ filePath: pendingUploads.filePath, extension: pendingUploads.extension });
  if (!taken) throw invalidField('uploadId', 'uploadGone');
  return taken;
}

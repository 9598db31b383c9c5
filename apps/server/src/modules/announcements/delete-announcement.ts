import { eq } from 'drizzle-orm';
import type { Session } from '../../app/context.ts';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { announcementMultimedias, announcements } from '../../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { removeUnreferenced } from './store-multimedias.ts';

/**
 * Deletes an announcement with its recipients, send histories and file rows (cascade), then its stored
 * files: only once the rows are gone, so a failed delete leaves everything in place.
 */
export async function deleteAnnouncement(session: Session, id: number): Promise<Envelope<{ id: number }>> {
  const paths = await session.db.transaction(async (tx) => {
    const db = tx as unknown as TenantDb;
    const files = await db
      .select({ path: announcementMultimedias.filePath })
      .from(announcementMultimedias)
      .where(eq(announcementMultimedias.announcementId, id));
    const deleted = await db
      .delete(announcements)
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id });
    if (!deleted.length) throw new DomainError('NotFound');
    return files.map((f) => f.path);
  });
  await removeUnreferenced(session.db, session.files, paths);
  return ok({ id });
}

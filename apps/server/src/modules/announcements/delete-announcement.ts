import { eq } from 'drizzle-orm';
import type { OperationContext } from '../../request/context.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { announcementEntity } from './announcement.entities.ts';

import { announcementMultimedias, announcements } from '../../db/tenant/announcements.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { removeUnreferenced } from './store-multimedias.ts';
import { dropUnreadNotifications } from '../people/recipients.ts';

/**
 * Deletes an announcement with its recipients, send histories and file rows (cascade), then its stored
 * files: only once the rows are gone, so a failed delete leaves everything in place.
 */
export async function deleteAnnouncement(
  op: OperationContext,
  id: number,
): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const paths = await session.db.transaction(async (db) => {
    const files = await db
      .select({ path: announcementMultimedias.filePath })
      .from(announcementMultimedias)
      .where(eq(announcementMultimedias.announcementId, id));
    await dropUnreadNotifications(db, { kind: 'announcement', id });
    const [deleted] = (await db.delete(announcements).where(eq(announcements.id, id)).returning()) as Row[];
    if (!deleted) throw new DomainError('NotFound');
    await entityHistory({ ...op, db }, announcementEntity, 'delete', id, deleted, null);
    return files.map((f) => f.path);
  });
  await removeUnreferenced(session.db, session.files, paths);
  return ok({ id });
}

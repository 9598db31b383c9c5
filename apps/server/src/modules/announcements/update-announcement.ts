import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { announcementUpdateInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { announcementEntity } from './announcement.entities.ts';

import { announcements } from '../../db/tenant/announcements.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { cleanBody } from './create-announcement.ts';
import { checkMultimedias, storeMultimedias, storeSentFiles, withSavedFiles } from './store-multimedias.ts';

/**
 * Updates title, spot text and body (sanitised) and adds any files sent along. The category and the
 * recipients are not part of an update (spec 000 §4; recipients change through send histories).
 */
export async function updateAnnouncement(
  op: OperationContext,
  { id, title, body, spotText, multimedias }: z.output<typeof announcementUpdateInput>,
): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const clean = cleanBody(body, session.files);
  const checked = checkMultimedias(multimedias);
  return withSavedFiles(session.files, async (saved) => {
    const stored = await storeSentFiles(session.files, checked, saved);
    return session.db.transaction(async (db) => {
      const [before] = (await db
        .select()
        .from(announcements)
        .where(eq(announcements.id, id))
        .for('update')) as Row[];
      if (!before) throw new DomainError('NotFound');
      const [after] = (await db
        .update(announcements)
        .set({ title, spotText, body: clean })
        .where(eq(announcements.id, id))
        .returning()) as Row[];
      await entityHistory({ ...op, db }, announcementEntity, 'update', id, before, after ?? null);
      await storeMultimedias(db, { announcementId: id, userId: session.userId }, stored);
      return ok({ id });
    });
  });
}

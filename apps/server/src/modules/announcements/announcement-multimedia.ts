import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { announcementMultimediaInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { announcementMultimedias, announcements } from '../../db/tenant/announcements.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import {
  checkMultimedias,
  removeUnreferenced,
  storeMultimedias,
  storeSentFiles,
  withSavedFiles,
} from './store-multimedias.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { announcementMultimediaEntity } from './announcement.entities.ts';

/**
 * One file for an existing announcement (the drop zone sends each file alone to the media service, so a
 * video never shares a request body): checked by content, stored under a server-made name.
 */
export async function uploadAnnouncementMultimedia(
  op: OperationContext,
  { announcementId, ...item }: z.output<typeof announcementMultimediaInput>,
): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const [announcement] = await session.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.id, announcementId));
  if (!announcement) throw new DomainError('NotFound');
  const checked = checkMultimedias([item]);
  return withSavedFiles(session.files, async (saved) => {
    const stored = await storeSentFiles(session.files, checked, saved);
    return session.db.transaction(async (tx) => {
      const [id] = await storeMultimedias(tx, { announcementId, userId: session.userId }, stored);
      if (id === undefined) throw new Error('insert returned no row');
      const [row] = (await tx
        .select()
        .from(announcementMultimedias)
        .where(eq(announcementMultimedias.id, id))) as Row[];
      await entityHistory({ ...op, db: tx }, announcementMultimediaEntity, 'create', id, null, row ?? null);
      return ok({ id });
    });
  });
}

/** Removes an attached file: its row with its history row, then the stored file. */
export async function deleteAnnouncementMultimedia(
  op: OperationContext,
  id: number,
): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const path = await session.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(announcementMultimedias)
      .where(eq(announcementMultimedias.id, id))
      .returning();
    if (!deleted) throw new DomainError('NotFound');
    await entityHistory({ ...op, db: tx }, announcementMultimediaEntity, 'delete', id, deleted, null);
    return deleted.filePath;
  });
  await removeUnreferenced(session.db, session.files, [path]);
  return ok({ id });
}

import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { announcementCreateInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { announcementEntity } from './announcement.entities.ts';

import type { TenantDb } from '../../db/tenant-db.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';
import {
  announcementCategories,
  announcementSendHistories,
  announcementUsers,
  announcements,
} from '../../db/tenant/announcements.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { insertInBatches, notifyUsers, reachedUsers } from '../people/recipients.ts';
import { hasContent, sanitizeBody } from './sanitize-body.ts';
import { checkMultimedias, storeMultimedias, storeSentFiles, withSavedFiles } from './store-multimedias.ts';

/** The body as stored: sanitised, and still showing something (else 'This field is required'). */
export function cleanBody(body: string, files: TenantFiles): string {
  const clean = sanitizeBody(body, (path) => files.owns(path));
  if (!hasContent(clean)) throw invalidField('body', 'required');
  return clean;
}

/** The users a send reaches become recipients; a notifying category gives each a notification. */
export async function deliver(
  db: TenantDb,
  announcementId: number,
  userIds: number[],
  notification: string | null,
): Promise<void> {
  await insertInBatches(
    userIds.map((userId) => ({ announcementId, userId })),
    (batch) => db.insert(announcementUsers).values(batch).onConflictDoNothing(),
  );
  if (notification !== null)
    await notifyUsers(db, userIds, notification, { kind: 'announcement', id: announcementId });
}

/** The notification text of a category that notifies, or null. */
export async function notificationOf(
  db: TenantDb,
  categoryId: number,
  title: string,
): Promise<string | null> {
  const [category] = await db
    .select({ isNotification: announcementCategories.isNotification })
    .from(announcementCategories)
    .where(eq(announcementCategories.id, categoryId));
  return category?.isNotification ? title : null;
}

/**
 * Creates an announcement in one transaction: the sanitised body, the recipients as chosen (send
 * histories), the users they reach at this moment (groups resolved), a notification per reached user when
 * the category notifies, and any files sent along (checked before anything is written; removed again if
 * the save fails).
 */
export async function createAnnouncement(
  op: OperationContext,
  { announcement, userIds, groupIds, multimedias }: z.output<typeof announcementCreateInput>,
): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  const body = cleanBody(announcement.body, session.files);
  const checked = checkMultimedias(multimedias);
  return withSavedFiles(session.files, async (saved) => {
    const stored = await storeSentFiles(session.files, checked, saved);
    return session.db.transaction(async (db) => {
      const [category] = await db
        .select({ id: announcementCategories.id, isActive: announcementCategories.isActive })
        .from(announcementCategories)
        .where(eq(announcementCategories.id, announcement.categoryId));
      if (!category?.isActive) throw invalidField('categoryId');
      const reached = await reachedUsers(db, { userIds, groupIds });
      const [row] = (await db
        .insert(announcements)
        .values({ ...announcement, body })
        .returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      await entityHistory({ ...op, db }, announcementEntity, 'create', row.id, null, {
        ...row,
        userIds,
        groupIds,
      });
      const histories = [
        ...userIds.map((userId) => ({ announcementId: row.id, userId })),
        ...groupIds.map((groupId) => ({ announcementId: row.id, groupId })),
      ];
      await insertInBatches(histories, (batch) => db.insert(announcementSendHistories).values(batch));
      await deliver(
        db,
        row.id,
        reached,
        await notificationOf(db, announcement.categoryId, announcement.title),
      );
      await storeMultimedias(db, { announcementId: row.id, userId: session.userId }, stored);
      return ok({ id: row.id });
    });
  });
}

import type { z } from 'zod';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { announcementSendHistoryInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { announcementSendHistories, announcements } from '../../db/tenant/announcements.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { isPgError, PgCode } from '../../kernel/pg-error.ts';
import { reachedUsers } from '../people/recipients.ts';
import { deliver, notificationOf } from './create-announcement.ts';
import { entityHistory } from '../../crud/entity-history.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { announcementSendHistoryEntity } from './announcement.entities.ts';

/**
 * Sends an existing announcement to one more user or group: the send history, the users it reaches now
 * and, for a notifying category, their notifications. A recipient already chosen is a Conflict.
 */
export async function createAnnouncementSendHistory(
  op: OperationContext,
  { announcementId, userId, groupId }: z.output<typeof announcementSendHistoryInput>,
): Promise<Envelope<{ id: number }>> {
  const { session } = op;
  try {
    return await session.db.transaction(async (db) => {
      const [announcement] = await db
        .select({ categoryId: announcements.categoryId, title: announcements.title })
        .from(announcements)
        .where(eq(announcements.id, announcementId));
      if (!announcement) throw invalidField('announcementId');
      // users or groups, not both: across the announcement's recipients too
      const [other] = await db
        .select({ id: announcementSendHistories.id })
        .from(announcementSendHistories)
        .where(
          and(
            eq(announcementSendHistories.announcementId, announcementId),
            userId
              ? isNotNull(announcementSendHistories.groupId)
              : isNotNull(announcementSendHistories.userId),
          ),
        )
        .limit(1);
      if (other) throw invalidField(userId ? 'userId' : 'groupId', 'usersOrGroups');
      const reached = await reachedUsers(db, {
        userIds: userId ? [userId] : [],
        groupIds: groupId ? [groupId] : [],
      });
      const [row] = (await db
        .insert(announcementSendHistories)
        .values({ announcementId, userId: userId ?? null, groupId: groupId ?? null })
        .returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      await entityHistory({ ...op, db }, announcementSendHistoryEntity, 'create', row.id, null, row);
      await deliver(
        db,
        announcementId,
        reached,
        await notificationOf(db, announcement.categoryId, announcement.title),
      );
      return ok({ id: row.id });
    });
  } catch (error) {
    if (isPgError(error, PgCode.UniqueViolation)) throw new DomainError('Conflict');
    throw error;
  }
}

/**
 * Removes a recipient choice. The users it already reached keep the announcement (and their
 * notification): what was delivered stays delivered (docs/announcements.md).
 */
export async function deleteAnnouncementSendHistory(
  op: OperationContext,
  id: number,
): Promise<Envelope<{ id: number }>> {
  await op.db.transaction(async (db) => {
    const [deleted] = (await db
      .delete(announcementSendHistories)
      .where(eq(announcementSendHistories.id, id))
      .returning()) as Row[];
    if (!deleted) throw new DomainError('NotFound');
    await entityHistory({ ...op, db }, announcementSendHistoryEntity, 'delete', id, deleted, null);
  });
  return ok({ id });
}

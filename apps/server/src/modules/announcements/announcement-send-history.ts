import { and, eq, isNotNull } from 'drizzle-orm';
import { announcementSendHistoryInput } from '@pano/contract';
import type { Session } from '../../app/context.ts';
import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import { announcementSendHistories, announcements } from '../../db/tenant/schema.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { invalidField } from '../../crud/invalid-field.ts';
import { reachedUsers } from '../people/recipients.ts';
import { deliver, notificationOf } from './create-announcement.ts';

/** Unique violation (PostgreSQL 23505), e.g. a user the announcement was already sent to. */
function isDuplicate(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Sends an existing announcement to one more user or group: the send history, the users it reaches now
 * and, for a notifying category, their notifications. A recipient already chosen is a Conflict.
 */
export async function createAnnouncementSendHistory(
  session: Session,
  input: unknown,
): Promise<Envelope<{ id: number }>> {
  const { announcementId, userId, groupId } = parseInput(announcementSendHistoryInput, input);
  try {
    return await session.db.transaction(async (tx) => {
      const db = tx as unknown as TenantDb;
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
      const [row] = await db
        .insert(announcementSendHistories)
        .values({ announcementId, userId: userId ?? null, groupId: groupId ?? null })
        .returning({ id: announcementSendHistories.id });
      if (!row) throw new Error('insert returned no row');
      await deliver(
        db,
        announcementId,
        reached,
        await notificationOf(db, announcement.categoryId, announcement.title),
      );
      return ok({ id: row.id });
    });
  } catch (error) {
    if (isDuplicate(error)) throw new DomainError('Conflict');
    throw error;
  }
}

/**
 * Removes a recipient choice. The users it already reached keep the announcement (and their
 * notification): what was delivered stays delivered (docs/announcements.md).
 */
export async function deleteAnnouncementSendHistory(
  session: Session,
  id: number,
): Promise<Envelope<{ id: number }>> {
  const deleted = await session.db
    .delete(announcementSendHistories)
    .where(eq(announcementSendHistories.id, id))
    .returning({ id: announcementSendHistories.id });
  if (!deleted.length) throw new DomainError('NotFound');
  return ok({ id });
}

import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { id } from '@pano/contract';
import { notifications } from '../../db/tenant/people.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { portalPage, portalPager } from '../portal/portal-pager.ts';
import { notificationText } from './notification-text.ts';

export interface MyNotification {
  id: number;
  /** In the reader's language when Pano wrote it (an approval waiting, a request's outcome). */
  body: string;
  /** What it opens: an approval's one-time decision page (docs/approvals.md). */
  link: string | null;
  isViewed: boolean;
  viewedDate: Date | null;
  createTime: Date;
  sourceKind: string | null;
  sourceId: number | null;
}

export const myNotificationPager = portalPager.extend({
  /** Only the ones not seen yet (the badge's count is its totalItemCount). */
  unreadOnly: z.boolean().nullish(),
});
export const notificationViewedInput = z.object({ id });

/** The caller's notifications, newest first; with `unreadOnly`, the unseen ones (the badge). */
export async function myNotifications(
  { db, session, lang }: OperationContext,
  { pageNumber, pageSize, unreadOnly }: z.output<typeof myNotificationPager>,
): Promise<Envelope<MyNotification[]>> {
  const mine = and(
    eq(notifications.userId, session.userId),
    unreadOnly ? eq(notifications.isViewed, false) : undefined,
  );
  const { rows, total } = await portalPage(
    db,
    { pageNumber, pageSize },
    ({ limit, offset }) =>
      db
        .select({
          id: notifications.id,
          body: notifications.body,
          template: notifications.template,
          params: notifications.params,
          link: notifications.link,
          isViewed: notifications.isViewed,
          viewedDate: notifications.viewedDate,
          createTime: notifications.createTime,
          sourceKind: notifications.sourceKind,
          sourceId: notifications.sourceId,
        })
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createTime), desc(notifications.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(notifications).where(mine),
  );
  return ok(
    rows.map(({ template, params, ...row }) => ({
      ...row,
      body: notificationText(lang, { ...row, template, params }),
    })),
    total,
  );
}

/**
 * The caller saw a notification: its viewed flag and the first time it was seen — what the panel's
 * notifications dialog shows. Only the caller's own; seeing it again keeps the first time.
 */
export async function markNotificationViewed(
  { db, session }: OperationContext,
  { id: notificationId }: z.output<typeof notificationViewedInput>,
): Promise<Envelope<{ id: number }>> {
  const mine = and(eq(notifications.id, notificationId), eq(notifications.userId, session.userId));
  const [found] = await db.select({ id: notifications.id }).from(notifications).where(mine);
  if (!found) throw new DomainError('NotFound');
  await db
    .update(notifications)
    .set({ isViewed: true, viewedDate: new Date() })
    .where(and(mine, isNull(notifications.viewedDate)));
  return ok({ id: notificationId });
}

/** Every notification of the caller seen at once ("mark all as read"). */
export async function markAllNotificationsViewed({
  db,
  session,
}: OperationContext): Promise<Envelope<{ id: number }>> {
  await db
    .update(notifications)
    .set({ isViewed: true, viewedDate: new Date() })
    .where(and(eq(notifications.userId, session.userId), eq(notifications.isViewed, false)));
  return ok({ id: session.userId });
}

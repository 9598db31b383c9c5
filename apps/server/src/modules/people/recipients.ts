import { and, count, eq, inArray } from 'drizzle-orm';
import { groups, notifications, userGroups } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { IdTable } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';

/** Rows per INSERT when a send reaches many users (well under PostgreSQL's 65 535 parameters). */
const BATCH = 1000;

/** Every id names an existing row of `table`, else a Validation error on `field`. */
export async function requireAll(db: TenantDb, table: IdTable, ids: number[], field: string): Promise<void> {
  if (!ids.length) return;
  const [found] = await db.select({ value: count() }).from(table).where(inArray(table.id, ids));
  if (found?.value !== ids.length) throw invalidField(field);
}

export interface Recipients {
  userIds: number[];
  groupIds: number[];
}

/**
 * The active users a send reaches: the chosen users, or the members of the chosen groups at this moment
 * (spec: "a group's users become recipients when it is sent"). Unknown ids are a Validation error.
 */
export async function reachedUsers(db: TenantDb, { userIds, groupIds }: Recipients): Promise<number[]> {
  await requireAll(db, users, userIds, 'userIds');
  await requireAll(db, groups, groupIds, 'groupIds');
  const reached = new Set<number>();
  if (userIds.length) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.isActive, true)));
    for (const row of rows) reached.add(row.id);
  }
  if (groupIds.length) {
    const rows = await db
      .selectDistinct({ id: userGroups.userId })
      .from(userGroups)
      .innerJoin(users, eq(users.id, userGroups.userId))
      .where(and(inArray(userGroups.groupId, groupIds), eq(users.isActive, true)));
    for (const row of rows) reached.add(row.id);
  }
  return [...reached].sort((a, b) => a - b);
}

/** Inserts rows in batches (a send to 5000 users is five statements, not 5000). */
export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** What a notification is about; deleting it takes the unread notifications along. */
export interface NotificationSource {
  kind: 'announcement' | 'disaster';
  id: number;
}

/** One notification per user, shown in that user's notifications dialog (and the portal's). */
export async function notifyUsers(
  db: TenantDb,
  userIds: number[],
  body: string,
  source: NotificationSource,
): Promise<void> {
  await insertInBatches(
    userIds.map((userId) => ({ userId, body, sourceKind: source.kind, sourceId: source.id })),
    (batch) => db.insert(notifications).values(batch),
  );
}

/**
 * A deleted announcement or disaster takes its unread notifications along: nobody is told of something that
 * is gone. Read ones stay in their users' lists as what they were told.
 */
export async function dropUnreadNotifications(db: TenantDb, source: NotificationSource): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.sourceKind, source.kind),
        eq(notifications.sourceId, source.id),
        eq(notifications.isViewed, false),
      ),
    );
}

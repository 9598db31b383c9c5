import { and, countDistinct, eq, inArray, isNotNull } from 'drizzle-orm';
import { workResource, workSendHistoryResource } from '@pano/contract';
import { groups, userGroups } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { workSendHistories, works } from '../../db/tenant/works.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { requireAll } from './recipients.ts';
import { userEntity } from './user.entity.ts';
import { plainObject } from '../../graphql/objects.ts';
import { groupEntity } from './group.entities.ts';

/** A work's send history: a user or a group, never both (contract rule and a CHECK constraint). */
export const workSendHistoryEntity: EntityDefinition = {
  api: workSendHistoryResource,
  table: workSendHistories,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  relations: [
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'group', foreignKey: 'groupId', target: () => groupEntity },
  ],
};

/** Who a page of works reaches, directly or through a group (a work and user pair may repeat). */
function reachedBy(db: TenantDb, ids: readonly number[]) {
  return db
    .select({ workId: workSendHistories.workId, userId: workSendHistories.userId })
    .from(workSendHistories)
    .where(and(inArray(workSendHistories.workId, [...ids]), isNotNull(workSendHistories.userId)))
    .unionAll(
      db
        .select({ workId: workSendHistories.workId, userId: userGroups.userId })
        .from(workSendHistories)
        .innerJoin(userGroups, eq(userGroups.groupId, workSendHistories.groupId))
        .where(inArray(workSendHistories.workId, [...ids])),
    )
    .as('reached');
}

/** How many distinct users each work of a page reaches: one query. */
async function userCounts(db: TenantDb, ids: readonly number[]): Promise<Map<number, unknown>> {
  const reached = reachedBy(db, ids);
  const rows = await db
    .select({ id: reached.workId, value: countDistinct(reached.userId) })
    .from(reached)
    .groupBy(reached.workId);
  return new Map(rows.map((r) => [r.id, r.value]));
}

interface WorkUser {
  id: number;
  name: string;
  surname: string;
}

/** The distinct users each work of a page reaches (spec 001 §3 Work.users), by name: one query. */
async function reachedUsers(db: TenantDb, ids: readonly number[]): Promise<Map<number, unknown>> {
  const reached = reachedBy(db, ids);
  const rows = await db
    .selectDistinct({ workId: reached.workId, id: users.id, name: users.name, surname: users.surname })
    .from(reached)
    .innerJoin(users, eq(users.id, reached.userId))
    .orderBy(reached.workId, users.name, users.surname, users.id);
  const byWork = new Map<number, WorkUser[]>();
  for (const { workId, ...user } of rows) byWork.set(workId, [...(byWork.get(workId) ?? []), user]);
  return byWork;
}

/**
 * Works: created with the users and groups they are sent to (userIds, groupIds → send histories, in the
 * same transaction); later changes to recipients go through createWorkSendHistory/deleteWorkSendHistory.
 */
export const workEntity: EntityDefinition = {
  api: workResource,
  unique: ['name'],
  table: works,
  searchColumns: ['name', 'description'],
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  collections: [{ field: 'sendHistories', foreignKey: 'workId', target: () => workSendHistoryEntity }],
  extraFields: {
    userCount: { type: 'Int', fallback: 0, batch: userCounts },
    users: {
      type: (kit) =>
        plainObject<WorkUser>(kit, 'WorkUser', { id: 'Int', name: 'String', surname: 'String' }) as never,
      list: true,
      fallback: [],
      batch: reachedUsers,
    },
  },
  hooks: {
    async afterWrite(ctx, workId, values, mode) {
      if (mode !== 'create') return;
      const userIds = [...new Set(values.userIds as number[])];
      const groupIds = [...new Set(values.groupIds as number[])];
      await requireAll(ctx.db, users, userIds, 'userIds');
      await requireAll(ctx.db, groups, groupIds, 'groupIds');
      const rows = [
        ...userIds.map((userId) => ({ workId, userId })),
        ...groupIds.map((groupId) => ({ workId, groupId })),
      ];
      if (rows.length) await ctx.db.insert(workSendHistories).values(rows);
    },
  },
};

import { and, countDistinct, eq, inArray, isNotNull } from 'drizzle-orm';
import { workResource, workSendHistoryResource } from '@pano/contract';
import { groups, userGroups } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { workSendHistories, works } from '../../db/tenant/works.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { requireAll } from './recipients.ts';
import { userEntity } from './user.entity.ts';
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

/** The distinct users a page of works reaches, directly or through a group: one query. */
async function userCounts(db: TenantDb, ids: readonly number[]): Promise<Map<number, unknown>> {
  const reached = db
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
  const rows = await db
    .select({ id: reached.workId, value: countDistinct(reached.userId) })
    .from(reached)
    .groupBy(reached.workId);
  return new Map(rows.map((r) => [r.id, r.value]));
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
  extraFields: { userCount: { type: 'Int', fallback: 0, batch: userCounts } },
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

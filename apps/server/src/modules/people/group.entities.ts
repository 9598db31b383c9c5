import { count, inArray } from 'drizzle-orm';
import { groupCreateInput, groupUpdateInput, userGroupInput } from '@pano/contract';
import { groups, userGroups } from '../../db/tenant/schema.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { userEntity } from './user.entity.ts';

/** Groups with their member count: one grouped count for the whole page. */
export const groupEntity: EntityDefinition = {
  typeName: 'Group',
  listName: 'groups',
  pagerArg: 'groupPagerModel',
  singleName: 'group',
  table: groups,
  searchColumns: ['name'],
  sortColumns: ['id', 'name'],
  defaultSort: { column: 'id', descending: true },
  extraFields: {
    userCount: {
      type: 'Int',
      fallback: 0,
      async batch(db, ids) {
        const rows = await db
          .select({ id: userGroups.groupId, value: count() })
          .from(userGroups)
          .where(inArray(userGroups.groupId, [...ids]))
          .groupBy(userGroups.groupId);
        return new Map(rows.map((r) => [r.id, r.value]));
      },
    },
  },
  create: { name: 'createGroup', input: groupCreateInput },
  update: { name: 'updateGroup', input: groupUpdateInput },
  remove: { name: 'deleteGroup' },
};

/**
 * Group membership: the dialog saves the difference between the previous and the new selection with
 * createUserGroup and deleteUserGroup; a user is in a group once (Conflict otherwise).
 */
export const userGroupEntity: EntityDefinition = {
  typeName: 'UserGroup',
  listName: 'userGroups',
  pagerArg: 'userGroupPagerModel',
  table: userGroups,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['groupId', 'userId'],
  relations: [
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'group', foreignKey: 'groupId', target: () => groupEntity },
  ],
  create: { name: 'createUserGroup', input: userGroupInput },
  remove: { name: 'deleteUserGroup' },
};

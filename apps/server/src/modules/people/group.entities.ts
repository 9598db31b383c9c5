import { count, inArray } from 'drizzle-orm';
import { groupResource, userGroupResource } from '@pano/contract';
import { groups, userGroups } from '../../db/tenant/people.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { userEntity } from './user.entity.ts';

/** Groups with their member count: one grouped count for the whole page. */
export const groupEntity: EntityDefinition = {
  api: groupResource,
  unique: ['name'],
  table: groups,
  searchColumns: ['name'],
  sortColumns: ['id', 'name'],
  defaultSort: { column: 'id', descending: true },
  // spec 001 §3: Group.users, each with id and user {id name surname}; one batch per page
  collections: [{ field: 'users', foreignKey: 'groupId', target: () => userGroupEntity }],
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
};

/**
 * Group membership: the dialog saves the difference between the previous and the new selection with
 * createUserGroup and deleteUserGroup; a user is in a group once (Conflict otherwise).
 */
export const userGroupEntity: EntityDefinition = {
  api: userGroupResource,
  table: userGroups,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['groupId', 'userId'],
  relations: [
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'group', foreignKey: 'groupId', target: () => groupEntity },
  ],
};

import {
  dynamicPartGroupResource,
  dynamicPartResource,
  dynamicPartRoleResource,
  dynamicPartUserResource,
  translate,
  type DynamicPartSourceName,
} from '@pano/contract';
import {
  dynamicPartGroups,
  dynamicPartRoles,
  dynamicPartUsers,
  dynamicParts,
} from '../../db/tenant/dynamic-parts.table.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { groups } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { groupEntity } from '../people/group.entities.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { requireAll } from '../people/recipients.ts';
import { userEntity } from '../people/user.entity.ts';
import { checkLogo, cleanPartPayload } from './part-payload.ts';

const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

/**
 * Dynamic parts of the employees' app home screen (spec 001 §2 /dinamik-alan/dinamik-alanlar;
 * docs/navigation.md, Dynamic parts): the payload checked and stored clean for its source, the view type
 * always 2 (the contract), the logo a file of the tenant's; created with the users, groups and roles that
 * see it in the same transaction, later changed one assignment at a time.
 */
export const dynamicPartEntity: EntityDefinition = {
  api: dynamicPartResource,
  table: dynamicParts,
  searchColumns: ['name', 'title'],
  smallList: true,
  sortColumns: ['id', 'name', 'title', 'position', 'createTime'],
  defaultSort: { column: 'position', descending: false },
  hasActive: false,
  collections: [
    { field: 'users', foreignKey: 'dynamicPartId', target: () => dynamicPartUserEntity },
    { field: 'groups', foreignKey: 'dynamicPartId', target: () => dynamicPartGroupEntity },
    { field: 'roles', foreignKey: 'dynamicPartId', target: () => dynamicPartRoleEntity },
  ],
  extraFields: {
    /** The source's name in the caller's language (the list's 'Kaynak' column). */
    source: {
      type: 'String',
      reads: ['targetComponent'],
      resolve: (row, ctx) => translate(ctx.lang, `dynamicPartSource.${String(row.targetComponent)}`),
    },
  },
  hooks: {
    async beforeWrite(ctx, values) {
      values.targetPayload = await cleanPartPayload(
        ctx.db,
        values.targetComponent as DynamicPartSourceName,
        String(values.targetPayload),
      );
      await checkLogo(ctx.session.files, values.logoPath);
    },
    async afterWrite(ctx, dynamicPartId, values, mode) {
      if (mode !== 'create') return;
      const [userIds, groupIds, roleIds] = [ids(values.userIds), ids(values.groupIds), ids(values.roleIds)];
      await requireAll(ctx.db, users, userIds, 'userIds');
      await requireAll(ctx.db, groups, groupIds, 'groupIds');
      await requireAll(ctx.db, roles, roleIds, 'roleIds');
      if (userIds.length)
        await ctx.db.insert(dynamicPartUsers).values(userIds.map((userId) => ({ dynamicPartId, userId })));
      if (groupIds.length)
        await ctx.db
          .insert(dynamicPartGroups)
          .values(groupIds.map((groupId) => ({ dynamicPartId, groupId })));
      if (roleIds.length)
        await ctx.db.insert(dynamicPartRoles).values(roleIds.map((roleId) => ({ dynamicPartId, roleId })));
    },
  },
};

/**
 * Who sees a part, one kind of assignment (createDynamicPartUser / deleteDynamicPartUser …): the part and a
 * member (`memberKey`, named by the relation `field`), once per part.
 */
function assignmentEntity(
  api: EntityDefinition['api'],
  table: EntityDefinition['table'],
  memberKey: string,
  field: string,
  target: () => EntityDefinition,
): EntityDefinition {
  return {
    api,
    table,
    sortColumns: ['id'],
    defaultSort: { column: 'id', descending: false },
    filters: ['dynamicPartId', memberKey],
    hasActive: false,
    relations: [{ field, foreignKey: memberKey, target }],
    uniqueWithin: [{ field: memberKey, within: 'dynamicPartId' }],
  };
}

/** The users who see a part. */
export const dynamicPartUserEntity = assignmentEntity(
  dynamicPartUserResource,
  dynamicPartUsers,
  'userId',
  'user',
  () => userEntity,
);
/** The groups whose members see a part. */
export const dynamicPartGroupEntity = assignmentEntity(
  dynamicPartGroupResource,
  dynamicPartGroups,
  'groupId',
  'group',
  () => groupEntity,
);
/** The roles that see a part. */
export const dynamicPartRoleEntity = assignmentEntity(
  dynamicPartRoleResource,
  dynamicPartRoles,
  'roleId',
  'role',
  () => roleEntity,
);

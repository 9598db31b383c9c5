import { userManagerCreateInput, userManagerUpdateInput } from '@pano/contract';
import { userManagers } from '../../db/tenant/schema.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { invalidField } from '../../crud/invalid-field.ts';
import { userEntity } from './user.entity.ts';

/** A user's managers (level 1–6, each manager once); a user cannot be their own manager. */
export const userManagerEntity: EntityDefinition = {
  typeName: 'UserManager',
  listName: 'userManagers',
  singleName: 'userManager',
  table: userManagers,
  sortColumns: ['id', 'level'],
  defaultSort: { column: 'level', descending: false },
  filters: ['userId'],
  relations: [{ field: 'manager', foreignKey: 'managerId', target: () => userEntity }],
  create: { name: 'createUserManager', input: userManagerCreateInput },
  update: { name: 'updateUserManager', input: userManagerUpdateInput },
  remove: { name: 'deleteUserManager' },
  hooks: {
    async beforeWrite(_ctx, values) {
      if (values.userId === values.managerId) throw invalidField('managerId');
    },
  },
};

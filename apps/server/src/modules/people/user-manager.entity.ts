import { userManagerResource } from '@pano/contract';
import { userManagers } from '../../db/tenant/people.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';
import { userEntity } from './user.entity.ts';

/** A user's managers (level 1–6, each manager once); a user cannot be their own manager. */
export const userManagerEntity: EntityDefinition = {
  api: userManagerResource,
  table: userManagers,
  sortColumns: ['id', 'level'],
  defaultSort: { column: 'level', descending: false },
  filters: ['userId'],
  relations: [{ field: 'manager', foreignKey: 'managerId', target: () => userEntity }],
  hooks: {
    async beforeWrite(_ctx, values) {
      if (values.userId === values.managerId) throw invalidField('managerId');
    },
  },
};

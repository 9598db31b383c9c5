import { departmentResource, roleResource } from '@pano/contract';
import { departments, roles } from '../../db/tenant/organization.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { lookupEntity } from '../reference/lookup-entity.ts';
import { forgetHeldPermissions } from '../../request/role-permissions.ts';

/** Departments: a lookup, listed by name for the user dialog (spec 001 §7: pageSize 100, sorted by name). */
export const departmentEntity: EntityDefinition = {
  ...lookupEntity(departmentResource, departments),
  defaultSort: { column: 'name', descending: false },
};

/** Roles ("organizations"): active ones by default, 'Pasifleri göster' lists the passive ones; level is always 1. */
export const roleEntity: EntityDefinition = {
  api: roleResource,
  unique: ['name'],
  table: roles,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name'],
  defaultSort: { column: 'id', descending: false },
  hasActive: true,
  hooks: {
    // a role deleted takes its permissions with it (role_permissions cascade): nobody keeps them
    async afterCommit(ctx, _id, mode) {
      if (mode === 'remove') forgetHeldPermissions(ctx.session.db);
    },
  },
};

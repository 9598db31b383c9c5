import { departmentResource, roleResource } from '@pano/contract';
import { departments, roles } from '../../db/tenant/organization.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { lookupEntity } from '../reference/lookup-entity.ts';
import { forgetHeldPermissions } from '../../request/role-permissions.ts';
import { keepingAdministrator } from '../permissions/administrators.ts';
import { assertRoleChangeable } from '../permissions/role-within.ts';

/** Departments: a lookup, listed by name for the user dialog (spec 001 §7: pageSize 100, sorted by name). */
export const departmentEntity: EntityDefinition = {
  ...lookupEntity(departmentResource, departments),
  defaultSort: { column: 'name', descending: false },
};

/**
 * Roles ("organizations"): active ones by default, 'Pasifleri göster' lists the passive ones; level is always
 * 1. A role is changed or deleted only by someone holding all of its permissions, never by its own users, and
 * never so that the tenant is left without an administrator (docs/security.md, 3).
 */
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
    aroundWrite: (ctx, mode, write) => (mode === 'create' ? write() : keepingAdministrator(ctx.db, write)),
    beforeUpdate: (ctx, id) => assertRoleChangeable(ctx, id),
    beforeRemove: (ctx, id) => assertRoleChangeable(ctx, id),
    // a role deleted takes its permissions with it (role_permissions cascade): nobody keeps them
    async afterCommit(ctx, _id, mode) {
      if (mode === 'remove') forgetHeldPermissions(ctx.session.db);
    },
  },
};

import { userCreateInput, userUpdateInput } from '@pano/contract';
import { users } from '../../db/tenant/schema.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { departmentEntity, roleEntity } from './organization.entities.ts';
import { DomainError } from '../../app/envelope.ts';
import { syncInvitation } from './invite-user.ts';

/**
 * Users: listed with their role and department (one batch each per page), filtered by role, searched on
 * name, surname and email, ordered the Turkish way by name. A panel user with an email and no password
 * gets an invitation to set one (docs/people.md); one who stops being a panel user is signed out. Nobody
 * deletes their own user or takes away their own panel access.
 */
export const userEntity: EntityDefinition = {
  typeName: 'User',
  listName: 'users',
  pagerArg: 'userPagerModel',
  singleName: 'user',
  table: users,
  hidden: ['passwordHash', 'sortName', 'searchText'],
  searchColumns: ['name', 'surname', 'email'],
  searchKey: 'searchText',
  sortColumns: ['id', 'name', 'surname', 'email', 'createTime'],
  sortAliases: { name: 'sortName' },
  defaultSort: { column: 'name', descending: false },
  filters: ['roleId'],
  relations: [
    { field: 'role', foreignKey: 'roleId', target: () => roleEntity },
    { field: 'department', foreignKey: 'departmentId', target: () => departmentEntity },
  ],
  extraFields: {
    fullName: { type: 'String', resolve: (row) => `${String(row.name)} ${String(row.surname)}` },
  },
  create: { name: 'createUser', input: userCreateInput },
  update: { name: 'updateUser', input: userUpdateInput },
  remove: { name: 'deleteUser' },
  hooks: {
    async afterWrite(ctx, id, values, mode) {
      if (mode === 'update' && !values.isPanelUser) {
        // Nobody takes away their own panel access (and with it, perhaps, the tenant's last one).
        if (id === ctx.session.userId) throw new DomainError('SelfAccount');
        await ctx.services.tokens.revokeUser(ctx.db, id);
      }
      await syncInvitation(ctx.db, ctx.session.mail, id);
    },
    async beforeRemove(ctx, id) {
      if (id === ctx.session.userId) throw new DomainError('SelfAccount');
    },
  },
};

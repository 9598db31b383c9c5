import { permissionTypeResource, permissionTypeRoleResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { roleWorkflowDefinition } from '../../crud/core/roleAssignment.ts';
import { DrawsOnCell, DrawsOnInput } from './DrawsOnInput.tsx';

/**
 * Leave types (spec 002 §2 /izin/tipler, §5): name required; what its days draw on (issue 29 §1: the annual
 * entitlement, its own days a year, nothing); a link to the type's roles, edit and delete. The code is not
 * shown and stays empty (docs/leave.md).
 */
export const permissionTypeDefinition: EntityDefinition = {
  key: 'permissionType',
  api: permissionTypeResource,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'drawsOn', cell: DrawsOnCell },
    ],
    select: ['yearlyDays'],
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'drawsOn', kind: 'text', input: DrawsOnInput, defaultValue: 'annual' },
      { name: 'yearlyDays', kind: 'number', optional: true },
    ],
  },
  rows: { links: [{ labelKey: 'leave.rolesOf', screen: 'leaveTypeRoles', param: 'permissionTypeId' }] },
  clearsCache: ['permissions', 'permissionTypeRoles'],
};

/**
 * The roles of a leave type with their workflows (spec 002 §2 /izin/tipler/{id}, §5): the type's name as the
 * title, back to the types; role and workflow required, a role once per type (the server says so).
 */
export const permissionTypeRoleDefinition = roleWorkflowDefinition(
  'permissionTypeRole',
  permissionTypeRoleResource,
  {
    param: 'permissionTypeId',
    api: permissionTypeResource,
    back: 'leaveTypes',
  },
);

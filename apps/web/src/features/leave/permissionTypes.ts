import { permissionTypeResource, permissionTypeRoleResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { roleChoices, workflowChoices } from './sources.ts';

/**
 * Leave types (spec 002 §2 /izin/tipler, §5): name required; a link to the type's roles, edit and delete.
 * The code is not shown and stays empty (docs/leave.md).
 */
export const permissionTypeDefinition: EntityDefinition = {
  key: 'permissionType',
  api: permissionTypeResource,
  list: { columns: [{ path: 'name', sortable: true }] },
  form: { fields: [{ name: 'name', kind: 'text' }] },
  rows: { links: [{ labelKey: 'leave.rolesOf', screen: 'leaveTypeRoles', param: 'permissionTypeId' }] },
  clearsCache: ['permissions', 'permissionTypeRoles'],
};

/**
 * The roles of a leave type with their workflows (spec 002 §2 /izin/tipler/{id}, §5): the type's name as the
 * title, back to the types; role and workflow required, a role once per type (the server says so).
 */
export const permissionTypeRoleDefinition: EntityDefinition = {
  key: 'permissionTypeRole',
  api: permissionTypeRoleResource,
  list: {
    columns: [
      { path: 'role.name', labelKey: 'contract:fields.role' },
      { path: 'workflow.name', labelKey: 'contract:fields.workflow' },
    ],
    rowLabel: ['role.name'],
    parent: { param: 'permissionTypeId', api: permissionTypeResource },
    back: 'leaveTypes',
    searchable: false,
  },
  form: {
    fields: [
      { name: 'roleId', kind: 'select', options: { source: roleChoices } },
      { name: 'workflowId', kind: 'select', options: { source: workflowChoices } },
    ],
    hiddenInputs: [{ name: 'permissionTypeId', type: 'Int!' }],
  },
};

import { permissionTypeResource, permissionTypeRoleResource } from '@pano/contract';
import { permissionTypeRoles, permissionTypes } from '../../db/tenant/leave.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { roleWorkflowEntity } from '../workflows/role-assignment.entity.ts';

/**
 * Leave types (spec 002 §2 /izin/tipler): name (unique), code sent empty. Deleting a type takes its role
 * rows with it; a type with requests stays (InUse). A type answers its `roles` (with their workflows): the
 * panel's list shows whom the type reaches and its dialog edits them (issue 48 §1; docs/leave.md).
 */
export const permissionTypeEntity: EntityDefinition = {
  api: permissionTypeResource,
  unique: ['name'],
  table: permissionTypes,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  collections: [{ field: 'roles', foreignKey: 'permissionTypeId', target: () => permissionTypeRoleEntity }],
};

/**
 * The roles of a leave type with the workflow of each (spec 002 §2 /izin/tipler/{id}); a role at most once
 * per type, answered as Validation on the role ('Rol: Bu değer zaten kullanılıyor').
 */
export const permissionTypeRoleEntity = roleWorkflowEntity(permissionTypeRoleResource, permissionTypeRoles, {
  key: 'permissionTypeId',
  field: 'permissionType',
  entity: () => permissionTypeEntity,
});

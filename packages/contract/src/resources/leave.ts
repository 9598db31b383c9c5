import {
  holidayCreateInput,
  holidayUpdateInput,
  permissionTypeCreateInput,
  permissionTypeRoleCreateInput,
  permissionTypeRoleUpdateInput,
  permissionTypeUpdateInput,
} from '../validation/leave.ts';
import { crudResource, defineResource } from './resource.ts';

/** Spec 002 §7 Leave permissions: types, the roles and workflows per type, the requests (read-only). */
export const permissionTypeResource = crudResource(
  'PermissionType',
  'permissionTypes',
  permissionTypeCreateInput,
  permissionTypeUpdateInput,
);
export const permissionTypeRoleResource = crudResource(
  'PermissionTypeRole',
  'permissionTypeRoles',
  permissionTypeRoleCreateInput,
  permissionTypeRoleUpdateInput,
);
export const permissionResource = defineResource({
  typeName: 'Permission',
  list: 'permissions',
  single: 'permission',
});

/** The tenant's public holidays (docs/leave.md): `holidays(pagerModel {… year})`, create, update, delete. */
export const holidayResource = crudResource('Holiday', 'holidays', holidayCreateInput, holidayUpdateInput);

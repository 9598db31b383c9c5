import { rolePermissionsInput, setRolePermissionsInput, type Permission } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { readRolePermissions, setRolePermissions } from './role-permissions.ts';
import { syncPermissionCatalog } from './grant-permissions.ts';

/**
 * Permissions per panel role (docs/permissions.md): a role's matrix read and replaced on the roles screen
 * (the people area's), and the catalog kept in every tenant as areas are added.
 */
export const permissionsArea = defineArea({
  name: 'permissions',
  permissionArea: 'people',
  onTenantOpen: syncPermissionCatalog,
  main(kit) {
    const permission = plainObject<Permission>(kit, 'RolePermission', { area: 'String', action: 'String' });
    defineQuery(kit, {
      name: 'rolePermissions',
      type: kit.list('RolePermission', permission),
      input: { schema: rolePermissionsInput, typeName: 'RolePermissionsInput' },
      run: readRolePermissions,
    });
    defineMutation(kit, {
      name: 'setRolePermissions',
      permission: 'managePermissions',
      input: {
        schema: setRolePermissionsInput,
        typeName: 'SetRolePermissionsInput',
        nested: { permissions: 'RolePermissionInput' },
      },
      run: setRolePermissions,
    });
  },
});

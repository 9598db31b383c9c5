import {
  linkCreateInput,
  linkRoleCreateInput,
  linkRoleUpdateInput,
  linkUpdateInput,
  menuCreateInput,
  menuDeviceCreateInput,
  menuRoleCreateInput,
  menuRoleUpdateInput,
  menuUpdateInput,
} from '../validation/navigation.ts';
import { lookupResource } from './reference.ts';
import { crudResource, defineResource } from './resource.ts';

/** Spec 001 §7 Links: the spec's `getLinks(linkPagerModel)`, link groups (a lookup) and the roles per link. */
export const linkResource = crudResource('Link', 'getLinks', linkCreateInput, linkUpdateInput, {
  pagerArg: 'linkPagerModel',
});
export const linkGroupResource = lookupResource('LinkGroup', 'linkGroups');
export const linkRoleResource = crudResource(
  'LinkRole',
  'linkRoles',
  linkRoleCreateInput,
  linkRoleUpdateInput,
);
/** The modules an app item can open (name, targetComponent, description), read-only. */
export const navigationModuleResource = defineResource({ typeName: 'NavigationModule', list: 'modules' });

/** Spec 001 §7 Menus: `menus(menuPagerModel)`, the roles per menu, and the devices it shows on. */
export const menuResource = crudResource('Menu', 'menus', menuCreateInput, menuUpdateInput, {
  pagerArg: 'menuPagerModel',
});
export const menuRoleResource = crudResource(
  'MenuRole',
  'menuRoles',
  menuRoleCreateInput,
  menuRoleUpdateInput,
);
/** `getUserMenuDevices {menuId}`, `createUserMenuDevices {menuId, deviceType}`, `deleteUserMenuDevices {id}`. */
export const menuDeviceResource = defineResource({
  typeName: 'UserMenuDevice',
  list: 'getUserMenuDevices',
  create: { name: 'createUserMenuDevices', input: menuDeviceCreateInput },
  remove: 'deleteUserMenuDevices',
});

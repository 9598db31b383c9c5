import { menuMoveInput, myMenusInput } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { linkEntity, linkGroupEntity, linkRoleEntity } from './link.entities.ts';
import { menuDeviceEntity, menuEntity, menuRoleEntity } from './menu.entities.ts';
import { menuDeviceTypes, moveMenu, myMenus, type MenuDeviceOption, type MyMenu } from './my-menus.ts';
import { myLinks, navigationModules, type MyLink, type NavigationModule } from './my-links.ts';

/**
 * What the employees' app shows (spec 001 §2 Menus, links; docs/navigation.md): links with their groups
 * and roles, menu entries with their roles, devices and order on the panel, the modules an item can open;
 * on the portal, the links and the menu the caller's role sees.
 */
export const navigationArea = defineArea({
  name: 'navigation',
  entities: [linkGroupEntity, linkEntity, linkRoleEntity, menuEntity, menuRoleEntity, menuDeviceEntity],
  main(kit) {
    const module = plainObject<NavigationModule>(kit, 'NavigationModule', {
      name: 'String',
      targetComponent: 'String',
      description: 'String',
    });
    defineQuery(kit, { name: 'modules', type: kit.list('NavigationModule', module), run: navigationModules });
    const device = plainObject<MenuDeviceOption>(kit, 'MenuDeviceOption', { key: 'String', value: 'String' });
    defineQuery(kit, {
      name: 'getMenuDevices',
      type: kit.list('MenuDeviceOption', device),
      run: menuDeviceTypes,
    });
    defineMutation(kit, {
      name: 'moveMenu',
      input: { schema: menuMoveInput, typeName: 'MenuMoveInput' },
      run: moveMenu,
    });
  },
  portal(kit) {
    const link = plainObject<MyLink>(kit, 'MyLink', {
      id: 'Int',
      name: 'String',
      description: 'String',
      position: 'Int',
      targetComponent: 'String',
      targetPayload: 'String',
      linkGroupId: 'Int',
      linkGroupName: 'String',
    });
    defineQuery(kit, { name: 'myLinks', type: kit.list('MyLink', link), run: myLinks });
    const menu = plainObject<MyMenu>(kit, 'MyMenu', {
      id: 'Int',
      name: 'String',
      position: 'Int',
      icon: 'String',
      targetComponent: 'String',
      targetPayload: 'String',
      backgroundColor: 'String?',
    });
    defineQuery(kit, {
      name: 'myMenus',
      type: kit.list('MyMenu', menu),
      scalars: { args: { deviceType: 'String' }, schema: myMenusInput },
      run: myMenus,
    });
  },
});

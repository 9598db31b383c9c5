import { appAudienceInput, appPreviewInput, menuMoveInput, myMenusInput } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import { linkEntity, linkGroupEntity, linkRoleEntity } from './link.entities.ts';
import { menuDeviceEntity, menuEntity, menuRoleEntity } from './menu.entities.ts';
import { appAudience, type AudienceAnswer } from './app-audience.ts';
import { appPreview, type AppPreview } from './app-preview.ts';
import { mySliderType } from '../sliders/my-sliders.ts';
import { myDynamicPartType } from '../dynamic-parts/my-dynamic-parts.ts';
import { menuDeviceTypes, moveMenu, myMenus, myMenuType, type MenuDeviceOption } from './my-menus.ts';
import { myLinks, myLinkType, navigationModules, type NavigationModule } from './my-links.ts';

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
    const audienceUser = plainObject<AudienceAnswer['users'][number]>(kit, 'AudienceUser', {
      id: 'Int',
      name: 'String',
      surname: 'String',
    });
    const audience = plainObject<AudienceAnswer>(kit, 'AppAudience', {
      count: 'Int',
      users: { list: audienceUser as never },
    });
    defineQuery(kit, {
      name: 'appAudience',
      // who an audience reaches, for every screen that chooses one (navigation's, slider items, dynamic parts,
      // leave types): names of active employees, as the users picker (signed in) already answers them
      permission: 'signedIn',
      type: kit.single('AppAudience', audience),
      input: { schema: appAudienceInput, typeName: 'AppAudienceInput' },
      run: appAudience,
    });
    const preview = plainObject<AppPreview>(kit, 'AppPreview', {
      menus: { list: myMenuType(kit) as never },
      links: { list: myLinkType(kit) as never },
      sliders: { list: mySliderType(kit) as never },
      dynamicParts: { list: myDynamicPartType(kit) as never },
    });
    defineQuery(kit, {
      name: 'appPreview',
      type: kit.single('AppPreview', preview),
      input: { schema: appPreviewInput, typeName: 'AppPreviewInput' },
      run: appPreview,
    });
  },
  portal(kit) {
    const link = myLinkType(kit);
    defineQuery(kit, { name: 'myLinks', type: kit.list('MyLink', link), run: myLinks });
    const menu = myMenuType(kit);
    defineQuery(kit, {
      name: 'myMenus',
      type: kit.list('MyMenu', menu),
      scalars: { args: { deviceType: 'String' }, schema: myMenusInput },
      run: myMenus,
    });
  },
});

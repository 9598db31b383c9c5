import { DEFAULT_MENU_DEVICE, menuDeviceResource, menuResource, menuRoleResource } from '@pano/contract';
import { menuDevices, menuRoles, menus } from '../../db/tenant/navigation.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { closeUpMenus, placeMenu } from './menu-positions.ts';
import { cleanTargetPayload } from './target-payload.ts';

/**
 * Menu entries of the employees' app (spec 001 §2 /menu/menu): the payload checked and stored clean for
 * its target; positions kept 1…n whatever path moves one (create, update, `moveMenu`, delete); a new entry
 * shows on MOBILE until its devices say otherwise (spec 001 §9).
 */
export const menuEntity: EntityDefinition = {
  api: menuResource,
  table: menus,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'position', 'createTime'],
  defaultSort: { column: 'position', descending: false },
  collections: [
    { field: 'roles', foreignKey: 'menuId', target: () => menuRoleEntity },
    { field: 'devices', foreignKey: 'menuId', target: () => menuDeviceEntity },
  ],
  hooks: {
    async beforeWrite(ctx, values) {
      values.targetPayload = await cleanTargetPayload(
        ctx.db,
        String(values.targetComponent),
        String(values.targetPayload),
        ctx.session.files,
      );
    },
    async afterWrite(ctx, id, values, mode) {
      await placeMenu(ctx.db, id, Number(values.position));
      if (mode === 'create')
        await ctx.db.insert(menuDevices).values({ menuId: id, deviceType: DEFAULT_MENU_DEVICE });
    },
    async afterRemove(ctx) {
      await closeUpMenus(ctx.db);
    },
  },
};

/** The roles that see a menu entry (createMenuRole / deleteMenuRole); a role once per entry. */
export const menuRoleEntity: EntityDefinition = {
  api: menuRoleResource,
  table: menuRoles,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['menuId', 'roleId'],
  relations: [{ field: 'role', foreignKey: 'roleId', target: () => roleEntity }],
  uniqueWithin: [{ field: 'roleId', within: 'menuId' }],
};

/** The devices an entry shows on (getUserMenuDevices / createUserMenuDevices / deleteUserMenuDevices). */
export const menuDeviceEntity: EntityDefinition = {
  api: menuDeviceResource,
  table: menuDevices,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['menuId'],
  uniqueWithin: [{ field: 'deviceType', within: 'menuId' }],
};

import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createTime, publishWindow, publishWindowCheck } from './columns.ts';
import { roles } from './organization.table.ts';
import { lookupTable } from './reference.table.ts';

/** Link groups (spec 001 §3 Link group): the headings the employees' app groups its links under. */
export const linkGroups = lookupTable('link_groups');

/**
 * Links of the employees' app (spec 001 §3 Link): what one opens (`target_component`, HtmlPage or
 * UrlBrowser) with its payload, in a group, at a position; seen by its roles only, and (beyond the spec)
 * only inside its publish window when it has one (docs/navigation.md).
 */
export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    position: integer('position').notNull(),
    targetComponent: varchar('target_component', { length: 50 }).notNull(),
    targetPayload: text('target_payload').notNull(),
    linkGroupId: integer('link_group_id')
      .notNull()
      .references(() => linkGroups.id),
    ...publishWindow(),
    createTime: createTime(),
  },
  (t) => [
    index('links_group_position').on(t.linkGroupId, t.position, t.id),
    publishWindowCheck('links_window', t),
  ],
);

/** The roles that see a link (spec 001 §3 LinkRole); a role once per link; the rows go with their link. */
export const linkRoles = pgTable(
  'link_roles',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('link_roles_link_role').on(t.linkId, t.roleId), index('link_roles_role').on(t.roleId)],
);

/**
 * Menu entries of the employees' app (spec 001 §3 Menu): what one opens, an icon, an optional background
 * colour, a position kept 1…n (docs/navigation.md), a publish window; seen by its roles on its devices.
 */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    position: integer('position').notNull(),
    icon: varchar('icon', { length: 100 }).notNull(),
    targetComponent: varchar('target_component', { length: 50 }).notNull(),
    targetPayload: text('target_payload').notNull(),
    backgroundColor: varchar('background_color', { length: 7 }),
    ...publishWindow(),
    createTime: createTime(),
  },
  (t) => [index('menus_position').on(t.position, t.id), publishWindowCheck('menus_window', t)],
);

/** The roles that see a menu entry (spec 001 §3 MenuRole); a role once per entry. */
export const menuRoles = pgTable(
  'menu_roles',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('menu_roles_menu_role').on(t.menuId, t.roleId), index('menu_roles_role').on(t.roleId)],
);

/** The devices a menu entry shows on (spec 001 §3 Menu device: MOBILE, WEB); a device once per entry. */
export const menuDevices = pgTable(
  'user_menu_devices',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    deviceType: varchar('device_type', { length: 20 }).notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('user_menu_devices_menu_device').on(t.menuId, t.deviceType)],
);

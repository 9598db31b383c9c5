import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { roles } from './organization.table.ts';

/**
 * What a panel role may do (docs/permissions.md): one row per area and action it holds; the rows go with
 * their role.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    area: varchar('area', { length: 60 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ name: 'role_permissions_role_area_action', columns: [t.roleId, t.area, t.action] })],
);

/**
 * The permissions this tenant has already been given out (area and action): a permission the code adds
 * later (a new area) is granted on the next open to the roles that manage permissions, and the first open
 * after the upgrade grants every one to the existing panel roles, so nobody is locked out.
 */
export const permissionCatalog = pgTable(
  'permission_catalog',
  {
    area: varchar('area', { length: 60 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ name: 'permission_catalog_area_action', columns: [t.area, t.action] })],
);

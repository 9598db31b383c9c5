import { index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createTime, publishWindow, publishWindowCheck } from './columns.ts';
import { roles } from './organization.table.ts';
import { groups } from './people.table.ts';
import { userReference } from './users.table.ts';

/**
 * Dynamic parts of the employees' app home screen (spec 001 §3 Dynamic part): a titled block whose content
 * comes from a source (`target_component`; 1 announcements by category) with its settings in
 * `target_payload` (JSON: pageSize, sortDescending, startDate, endDate, categoryIds, and beyond the spec
 * lastDays and pinnedAnnouncementIds), a view type (always 2 on save), a logo and colours, an optional
 * publish window; seen by its users, groups and roles (docs/navigation.md).
 */
export const dynamicParts = pgTable(
  'dynamic_parts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    position: integer('position').notNull(),
    targetComponent: varchar('target_component', { length: 50 }).notNull(),
    viewType: smallint('view_type').notNull().default(2),
    targetPayload: text('target_payload').notNull(),
    logoPath: varchar('logo_path', { length: 500 }),
    headerColor: varchar('header_color', { length: 7 }),
    backgroundColor: varchar('background_color', { length: 7 }),
    fontColor: varchar('font_color', { length: 7 }),
    ...publishWindow(),
    createTime: createTime(),
  },
  (t) => [
    index('dynamic_parts_position').on(t.position, t.id),
    publishWindowCheck('dynamic_parts_window', t),
  ],
);

const partReference = () =>
  integer('dynamic_part_id')
    .notNull()
    .references(() => dynamicParts.id, { onDelete: 'cascade' });

/** The users who see a dynamic part (createDynamicPartUser / deleteDynamicPartUser); once each. */
export const dynamicPartUsers = pgTable(
  'dynamic_part_users',
  {
    id: serial('id').primaryKey(),
    dynamicPartId: partReference(),
    userId: userReference('user_id'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('dynamic_part_users_part_user').on(t.dynamicPartId, t.userId),
    index('dynamic_part_users_user').on(t.userId),
  ],
);

/** The groups whose members see a dynamic part; once each. */
export const dynamicPartGroups = pgTable(
  'dynamic_part_groups',
  {
    id: serial('id').primaryKey(),
    dynamicPartId: partReference(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('dynamic_part_groups_part_group').on(t.dynamicPartId, t.groupId),
    index('dynamic_part_groups_group').on(t.groupId),
  ],
);

/** The roles that see a dynamic part; once each. */
export const dynamicPartRoles = pgTable(
  'dynamic_part_roles',
  {
    id: serial('id').primaryKey(),
    dynamicPartId: partReference(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('dynamic_part_roles_part_role').on(t.dynamicPartId, t.roleId),
    index('dynamic_part_roles_role').on(t.roleId),
  ],
);

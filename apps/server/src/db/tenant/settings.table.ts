import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createTime } from './columns.ts';
import { historyReference } from './users.table.ts';

/** Configuration groups: one section each on /ayarlar/konfig when editable. */
export const configGroups = pgTable('config_groups', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 100 }).notNull().unique(),
  isEditable: boolean('is_editable').notNull().default(true),
  position: smallint('position').notNull().default(0),
});

/**
 * A setting the tenant can choose: its options (fixed codes, or `source` for options read from the
 * tenant's data, such as groups or announcements) and the default used while no value is stored.
 */
export const configSettings = pgTable(
  'config_settings',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => configGroups.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 100 }).notNull().unique(),
    kind: varchar('kind', { length: 16 }).notNull().default('select'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    source: varchar('source', { length: 50 }),
    defaultValue: text('default_value'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('config_settings_group').on(t.groupId, t.position)],
);

/** The tenant's stored value of a setting (parentId in the API); deleting it resets to the default. */
export const configValues = pgTable(
  'config_values',
  {
    id: serial('id').primaryKey(),
    settingId: integer('setting_id')
      .notNull()
      .references(() => configSettings.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('config_values_setting').on(t.settingId)],
);

/** Legal disclaimers (contracts) users accept (spec 000 §3). */
export const disclaimers = pgTable(
  'disclaimers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    value: text('value').notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    uniqId: uuid('uniq_id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    createTime: createTime(),
    updateTime: timestamp('update_time', { withTimezone: true }),
    deletedTime: timestamp('deleted_time', { withTimezone: true }),
  },
  (t) => [index('disclaimers_create_time').on(t.createTime, t.id)],
);

/** Who accepted a disclaimer, and when; once per user. */
export const disclaimerUsers = pgTable(
  'disclaimer_users',
  {
    id: serial('id').primaryKey(),
    disclaimerId: integer('disclaimer_id')
      .notNull()
      .references(() => disclaimers.id, { onDelete: 'cascade' }),
    userId: historyReference('user_id'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('disclaimer_users_disclaimer_user').on(t.disclaimerId, t.userId),
    // one disclaimer's acceptors in time order: the panel's list and the export's batches (docs/exports.md)
    index('disclaimer_users_disclaimer_time').on(t.disclaimerId, t.createTime, t.id),
    index('disclaimer_users_user').on(t.userId),
  ],
);

export type ConfigSettingRow = typeof configSettings.$inferSelect;

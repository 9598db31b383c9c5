import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';
import { userReference } from './users.table.ts';

/** A user's managers by level 1–6 (spec 001 §3); a manager appears once per user. */
export const userManagers = pgTable(
  'user_managers',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    managerId: userReference('manager_id'),
    level: smallint('level').notNull(),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('user_managers_user_manager').on(t.userId, t.managerId),
    index('user_managers_manager').on(t.managerId),
    check('user_managers_level', sql`${t.level} between 1 and 6`),
    check('user_managers_not_self', sql`${t.userId} <> ${t.managerId}`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('groups_name').on(t.name, t.id), searchIndex('groups_name_search', t.name)],
);

/** Group membership: a user is in a group once; listed by group. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('user_groups_group_user').on(t.groupId, t.userId),
    index('user_groups_user').on(t.userId),
  ],
);

/** What a user was notified of (the notifications dialog). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    body: text('body').notNull(),
    isViewed: boolean('is_viewed').notNull().default(false),
    viewedDate: timestamp('viewed_date', { withTimezone: true }),
    /** What the notification is about ('announcement', 'disaster'): its unread ones go with it. */
    sourceKind: varchar('source_kind', { length: 20 }),
    sourceId: integer('source_id'),
    /**
     * A message Pano wrote (an approval waiting, a reminder, a request's outcome): its dictionary key and
     * parameters, shown in the reader's language; `body` keeps the Turkish text for search and export.
     */
    template: varchar('template', { length: 60 }),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** A link the notification opens (an approval's one-time decision page). */
    link: varchar('link', { length: 1000 }),
    createTime: createTime(),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.createTime),
    searchIndex('notifications_body_search', t.body),
    index('notifications_source').on(t.sourceKind, t.sourceId),
  ],
);

/**
 * A one-time link to set a password (docs/passwords.md): a new person's invitation (`invitation`) or a
 * reset (`reset`). Only the SHA-256 of the token is kept; one use, a fixed lifetime; an invitation is closed
 * when the person's address changes or they get a password.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    /** 'invitation' (a first password) or 'reset'. */
    purpose: varchar('purpose', { length: 12 }).notNull().default('invitation'),
    /** How the link went out: 'email' or 'sms'. */
    channel: varchar('channel', { length: 10 }).notNull().default('email'),
    /** The address it went to: an email or a GSM (the column keeps its first name). */
    address: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    usedTime: timestamp('used_time', { withTimezone: true }),
    revokedTime: timestamp('revoked_time', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('invitations_token_hash').on(t.tokenHash), index('invitations_user').on(t.userId)],
);

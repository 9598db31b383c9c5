import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';
import { historyReference, users } from './users.table.ts';
import { groups } from './people.table.ts';

/** Announcement categories (spec 000 §3): an icon by name, and whether a new announcement notifies. */
export const announcementCategories = pgTable(
  'announcement_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    icon: varchar('icon', { length: 100 }).notNull(),
    isNotification: boolean('is_notification').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createTime: createTime(),
  },
  (t) => [index('announcement_categories_name').on(t.name, t.id)],
);

/** An announcement; the body is HTML sanitised on save (docs/announcements.md). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    spotText: varchar('spot_text', { length: 1000 }),
    body: text('body').notNull(),
    // No action on delete: a category still in use stays, and the delete answers InUse.
    categoryId: integer('category_id')
      .notNull()
      .references(() => announcementCategories.id),
    createTime: createTime(),
  },
  (t) => [
    index('announcements_create_time').on(t.createTime, t.id),
    searchIndex('announcements_title_search', t.title),
    searchIndex('announcements_spot_text_search', t.spotText),
    index('announcements_category').on(t.categoryId),
  ],
);

const announcementReference = (name: string) =>
  integer(name)
    .notNull()
    .references(() => announcements.id, { onDelete: 'cascade' });

/** Who an announcement was sent to, as chosen: a user or a group, never both; each once. */
export const announcementSendHistories = pgTable(
  'announcement_send_histories',
  {
    id: serial('id').primaryKey(),
    announcementId: announcementReference('announcement_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('announcement_send_histories_user').on(t.announcementId, t.userId),
    uniqueIndex('announcement_send_histories_group').on(t.announcementId, t.groupId),
    index('announcement_send_histories_by_user').on(t.userId),
    index('announcement_send_histories_by_group').on(t.groupId),
    check('announcement_send_histories_user_xor_group', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

/** The users an announcement reached: groups resolved to their members when it was sent. */
export const announcementUsers = pgTable(
  'announcement_users',
  {
    id: serial('id').primaryKey(),
    announcementId: announcementReference('announcement_id'),
    userId: historyReference('user_id'),
    createTime: createTime(),
    /** When the employee first opened it in the app (the read receipt the panel shows); null until then. */
    readTime: timestamp('read_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('announcement_users_announcement_user').on(t.announcementId, t.userId),
    index('announcement_users_user').on(t.userId),
  ],
);

/** Images, videos and pdfs of an announcement; filePath is the public /files path. */
export const announcementMultimedias = pgTable(
  'announcement_multimedias',
  {
    id: serial('id').primaryKey(),
    announcementId: announcementReference('announcement_id'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    filePath: text('file_path').notNull(),
    fileExtension: varchar('file_extension', { length: 10 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isCover: boolean('is_cover').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index('announcement_multimedias_announcement').on(t.announcementId, t.id)],
);

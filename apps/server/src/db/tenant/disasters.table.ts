import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';
import { historyReference } from './users.table.ts';

/** Emergency (disaster) notifications (spec 000 §3). */
export const disasters = pgTable(
  'disasters',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    body: text('body').notNull(),
    createTime: createTime(),
  },
  (t) => [
    index('disasters_create_time').on(t.createTime, t.id),
    searchIndex('disasters_title_search', t.title),
    searchIndex('disasters_body_search', t.body),
  ],
);

const disasterReference = (name: string) =>
  integer(name)
    .notNull()
    .references(() => disasters.id, { onDelete: 'cascade' });

/** One row per user a disaster reached (groups resolved when it was created), with the read receipt. */
export const disasterUsers = pgTable(
  'disaster_users',
  {
    id: serial('id').primaryKey(),
    disasterId: disasterReference('disaster_id'),
    userId: historyReference('user_id'),
    isRead: boolean('is_read').notNull().default(false),
    readDate: timestamp('read_date', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('disaster_users_disaster_user').on(t.disasterId, t.userId),
    index('disaster_users_user').on(t.userId),
  ],
);

/** A user's answer to a disaster: true 'I am good', false 'I am not good', where they were (7 decimals). */
export const disasterUserResponses = pgTable(
  'disaster_user_responses',
  {
    id: serial('id').primaryKey(),
    disasterId: disasterReference('disaster_id'),
    userId: historyReference('user_id'),
    response: boolean('response').notNull(),
    latitude: numeric('latitude', { precision: 10, scale: 7, mode: 'number' }),
    longitude: numeric('longitude', { precision: 10, scale: 7, mode: 'number' }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('disaster_user_responses_disaster_user').on(t.disasterId, t.userId),
    index('disaster_user_responses_user').on(t.userId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';
import { users } from './users.table.ts';
import { groups } from './people.table.ts';

/** Works: timesheet-type work definitions sent to users and groups (spec 001 §3). */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }),
    createTime: createTime(),
  },
  (t) => [
    index('works_name').on(t.name, t.id),
    searchIndex('works_name_search', t.name),
    searchIndex('works_description_search', t.description),
  ],
);

/** Who a work was sent to: a user or a group, never both; each at most once per work. */
export const workSendHistories = pgTable(
  'work_send_histories',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('work_send_histories_work_user').on(t.workId, t.userId),
    uniqueIndex('work_send_histories_work_group').on(t.workId, t.groupId),
    index('work_send_histories_user').on(t.userId),
    index('work_send_histories_group').on(t.groupId),
    check('work_send_histories_user_xor_group', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

/** Task status (spec 001 §9): 1 open, 2 closed. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description'),
    status: smallint('status').notNull().default(1),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [
    index('tasks_status_time').on(t.status, t.createTime),
    index('tasks_user').on(t.userId),
    searchIndex('tasks_title_search', t.title),
    searchIndex('tasks_description_search', t.description),
    check('tasks_status', sql`${t.status} in (1, 2)`),
  ],
);

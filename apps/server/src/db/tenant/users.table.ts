import { boolean, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    surname: varchar('surname', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    gsm: varchar('gsm', { length: 10 }),
    passwordHash: text('password_hash'),
    isPanelUser: boolean('is_panel_user').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

import { boolean, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** One row per issued token: revocation (logout, password change, "all tokens passive") flips isActive. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_tokens_user').on(t.userId)],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';

/**
 * Mail waiting for delivery (docs/people.md). A mail is kept as a template and its parameters and rendered
 * when it is delivered; a secret part (an invitation token) is encrypted with a key derived from the server
 * secret and erased once the mail is sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    template: varchar('template', { length: 50 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull().default('tr'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    secret: text('secret'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    nextAttemptTime: timestamp('next_attempt_time', { withTimezone: true }).notNull().defaultNow(),
    sentTime: timestamp('sent_time', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    index('mail_outbox_pending')
      .on(t.nextAttemptTime)
      .where(sql`sent_time is null`),
  ],
);

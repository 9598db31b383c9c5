import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';

/**
 * Messages waiting for delivery (docs/passwords.md): mail and SMS. A message is kept as a template and its
 * parameters and rendered when it is delivered; a secret part (a link's token) is encrypted with a key
 * derived from the server secret and erased once the message is sent or handed over in the panel.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** 'email' (SMTP) or 'sms' (the SMS gateway). */
    channel: varchar('channel', { length: 10 }).notNull().default('email'),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    template: varchar('template', { length: 50 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull().default('tr'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    secret: text('secret'),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    nextAttemptTime: timestamp('next_attempt_time', { withTimezone: true }).notNull().defaultNow(),
    sentTime: timestamp('sent_time', { withTimezone: true }),
    /** Who delivered it: the sender ('sender') or an administrator who copied it in the panel ('panel'). */
    deliveredBy: varchar('delivered_by', { length: 10 }),
    createTime: createTime(),
  },
  (t) => [
    index('mail_outbox_pending')
      .on(t.nextAttemptTime)
      .where(sql`sent_time is null`),
    searchIndex('mail_outbox_recipient_search', t.recipient),
  ],
);

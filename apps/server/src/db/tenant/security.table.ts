import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';
import { users } from './users.table.ts';

/**
 * What happened to accounts and sessions (docs/sign-in.md): sign-ins, failures and refusals, password
 * changes and resets, sign-outs, 'end all sessions', unlocks. Kept for SECURITY_EVENT_DAYS; a deleted user's
 * events stay with the user left empty.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** panel or portal, for sign-ins and sessions. */
    channel: varchar('channel', { length: 10 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it, when not the user themselves (an administrator's unlock or reset). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was typed to sign in (an email, GSM or national id), also for accounts that do not exist. */
    identifier: varchar('identifier', { length: 254 }),
    address: varchar('address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createTime: createTime(),
  },
  (t) => [
    index('security_events_time').on(t.createTime, t.id),
    searchIndex('security_events_identifier_search', t.identifier),
    searchIndex('security_events_address_search', t.address),
    index('security_events_user').on(t.userId, t.createTime),
    index('security_events_kind').on(t.kind, t.createTime),
  ],
);

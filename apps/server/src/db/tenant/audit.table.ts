import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The history of every change (docs/history.md): one row per create, update, delete or composite operation,
 * written in the change's own transaction. `userId` is no foreign key: a deleted user's rows keep their id
 * and the name they had (`userName`); `null` is the system (a background job).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 401 }),
    /** panel, portal or system. */
    channel: varchar('channel', { length: 10 }).notNull(),
    address: varchar('address', { length: 64 }),
    area: varchar('area', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: integer('entity_id'),
    /** create, update, delete, or a composite operation's name (saveFormBuilder, approve …). */
    action: varchar('action', { length: 60 }).notNull(),
    /** {field: {old, new}}: secrets left out, long HTML as {sha256, length}. */
    changes: jsonb('changes').$type<Record<string, { old?: unknown; new?: unknown }>>().notNull(),
  },
  (t) => [
    index('audit_log_at').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity').on(t.entity, t.entityId, t.at.desc()),
    // the generic `entityId` filter alone (a record's id without its type)
    index('audit_log_entity_id').on(t.entityId),
    index('audit_log_user').on(t.userId, t.at.desc()),
  ],
);

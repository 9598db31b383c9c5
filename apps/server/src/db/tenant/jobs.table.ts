import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';

/**
 * The tenant's durable job queue (docs/approvals.md, "Background jobs"): a job is a name and a JSON payload,
 * due at `run_at`, claimed with `for update skip locked` and leased until `locked_until`, so two processes on
 * one database never run it at once and a job whose process died is taken again when its lease ends. A
 * failure waits longer each time (`run_at` moves on) up to `max_attempts`. `key` makes an enqueue idempotent:
 * a second job with the same key is not added.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    key: varchar('key', { length: 200 }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** 'done', 'failed' (attempts used up) or 'dropped' (no longer needed): null while it may still run. */
    outcome: varchar('outcome', { length: 10 }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    index('jobs_due')
      .on(t.runAt, t.id)
      .where(sql`done_at is null`),
  ],
);

import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A tenant: its tag, company, colours, logos, and where its data lives (never sent to a browser). */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  tag: varchar('tag', { length: 63 }).notNull().unique(),
  channel: varchar('channel', { length: 63 }).notNull(),
  companyName: varchar('company_name', { length: 200 }).notNull(),
  logo: text('logo'),
  transparentLogo: text('transparent_logo'),
  themeColorCode: varchar('theme_color_code', { length: 16 }).notNull(),
  primaryColorCode: varchar('primary_color_code', { length: 16 }).notNull(),
  secondaryColorCode: varchar('secondary_color_code', { length: 16 }).notNull(),
  contentBackgroundColorCode: varchar('content_background_color_code', { length: 16 }).notNull(),
  contentTextColorCode: varchar('content_text_color_code', { length: 16 }).notNull(),
  databaseUrl: text('database_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attempts at a secret (sign-in, password change, invitation, reset code), kept per account key
 * (`acct:<tag>:<kind>:<identifier>` …) and client address: reserved as `pending` before the secret is
 * checked, then `failure`, `success` or `refused` (turned away by the policy, never checked). A success or an
 * administrator's unlock turns earlier failures into `cleared` (docs/sign-in.md).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    accountKey: varchar('account_key', { length: 400 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    outcome: varchar('outcome', { length: 10 }).notNull().default('pending'),
    /**
     * The known device the attempt came from (docs/sign-in.md, Known devices): `device:<id>`, from a valid
     * device mark; null: a client the account does not know (they share one counter).
     */
    source: varchar('source', { length: 100 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_account').on(t.accountKey, t.id),
    index('sign_in_attempts_source').on(t.accountKey, t.source),
    index('sign_in_attempts_address').on(t.address, t.createTime),
    index('sign_in_attempts_time').on(t.createTime),
  ],
);

/**
 * The abuse limits' token buckets shared by every process (request/shared-limits.ts, docs/deploy.md 'Limits
 * shared by every process'): `tokens` left at `at`, refilled evenly over a minute; `granted` says whether the
 * last take was let through. UNLOGGED (the migration says so; Drizzle cannot): a crash forgets the counts,
 * which costs nothing but a fresh minute, and no write goes through the WAL.
 */
export const rateBuckets = pgTable('rate_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  granted: boolean('granted').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * Leases in the tenants' heavy-work lanes (request/shared-limits.ts): one row per heavy operation running
 * (`running`) or waiting its turn, in `since` order, held by one process until `until`, which that process
 * extends while it holds the lease. A process that dies stops extending: its leases expire and free the lane.
 * UNLOGGED, as rate_buckets.
 */
export const workLanes = pgTable(
  'work_lanes',
  {
    holder: uuid('holder').primaryKey(),
    tenant: varchar('tenant', { length: 63 }).notNull(),
    running: boolean('running').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [index('work_lanes_tenant').on(t.tenant, t.since)],
);

export type Subscription = typeof subscriptions.$inferSelect;

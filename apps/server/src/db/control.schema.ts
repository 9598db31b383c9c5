import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

/** Failed sign-in attempts, counted per key (tenant+email, or client address) within a window. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 400 }).notNull(),
    attemptTime: timestamp('attempt_time', { withTimezone: true }).notNull().defaultNow(),
    weight: integer('weight').notNull().default(1),
  },
  (t) => [index('sign_in_failures_key_time').on(t.key, t.attemptTime)],
);

export const controlSchema = { subscriptions, signInFailures };
export type ControlSchema = typeof controlSchema;
export type Subscription = typeof subscriptions.$inferSelect;

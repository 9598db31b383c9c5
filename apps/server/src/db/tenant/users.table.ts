import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { departments, roles } from './organization.table.ts';
import { searchFoldedSql, turkishSortKeySql } from '../turkish-text.ts';

/**
 * Users of the tenant: panel users sign in (isPanelUser + a password set through an invitation), the others
 * are the portal's employees. Role and department are required by the dialog; the columns stay nullable
 * so users created before the people area keep loading.
 */
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
    nationalityIdentityNumber: varchar('nationality_identity_number', { length: 11 }),
    companyIdentityNumber: varchar('company_identity_number', { length: 50 }),
    // No action on delete: a role or department still in use stays, and the delete answers InUse.
    departmentId: integer('department_id').references(() => departments.id),
    roleId: integer('role_id').references(() => roles.id),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The first day of service: the annual leave entitlement renews on its anniversaries (docs/leave.md). */
    hireDate: date('hire_date', { mode: 'string' }),
    totalDayOff: numeric('total_day_off', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    mobileUniqNo: varchar('mobile_uniq_no', { length: 200 }),
    applicationVersion: varchar('application_version', { length: 50 }),
    /** Name and surname ordered the Turkish way on any collation (the list's `name` sort). */
    sortName: text('sort_name').generatedAlwaysAs(sql.raw(turkishSortKeySql(`name || ' ' || surname`))),
    /** Name, surname and email folded for search: one LIKE per row instead of three folds (docs/people.md). */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(searchFoldedSql(`name || ' ' || surname || ' ' || coalesce(email, '')`)),
    ),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    index('users_sort_name').on(t.sortName, t.id),
    index('users_search').using('gin', t.searchText.op('gin_trgm_ops')),
    index('users_surname').on(t.surname, t.id),
    index('users_role').on(t.roleId),
    index('users_department').on(t.departmentId),
  ],
);

/** A required reference to a user whose rows go with the user (managers, memberships, notifications …). */
export const userReference = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A required reference to a user from a record that must outlive them (consent, read receipts, answers,
 * deliveries): the database refuses to delete a user who has one, and the panel deactivates them instead
 * (docs/people.md).
 */
export const historyReference = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id);

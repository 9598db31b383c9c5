import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { historyReference, userReference, users } from './users.table.ts';
import { roleWorkflowTable } from './role-workflows.ts';

/**
 * Leave types (spec 002 §3 PermissionType): a name and a code the panel sends empty; what their days draw on
 * (issue 29 §1): the annual entitlement, the type's own `yearly_days` a calendar year, or nothing.
 */
export const permissionTypes = pgTable(
  'permission_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 50 }),
    drawsOn: varchar('draws_on', { length: 10 }).notNull().default('annual'),
    yearlyDays: numeric('yearly_days', { precision: 5, scale: 1, mode: 'number' }),
    createTime: createTime(),
  },
  (t) => [
    index('permission_types_name').on(t.name, t.id),
    check('permission_types_draws_on', sql`${t.drawsOn} in ('annual', 'own', 'none')`),
    check('permission_types_own_days', sql`${t.drawsOn} <> 'own' OR ${t.yearlyDays} IS NOT NULL`),
  ],
);

/**
 * The roles that may request a leave type, each with the workflow its requests follow (spec 002 §3
 * PermissionTypeRole); a role at most once per type. The rows go with their type; a role or workflow still
 * named here is not deleted (InUse).
 */
export const permissionTypeRoles = roleWorkflowTable('permission_type_roles', {
  key: 'permissionTypeId',
  column: 'permission_type_id',
  references: () => permissionTypes.id,
  unique: 'permission_type_roles_type_role',
});

/**
 * Leave requests (spec 002 §3 Permission): an employee's first and last day (inclusive), the working days
 * they count (Monday–Friday, fixed when requested), a status (1 waiting, 2 approved, 3 rejected,
 * 4 cancelled) and when it was decided. A request outlives its user (the user is deactivated instead) and
 * keeps its type in use.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    userId: historyReference('user_id'),
    permissionTypeId: integer('permission_type_id')
      .notNull()
      .references(() => permissionTypes.id),
    permissionStatusId: smallint('permission_status_id').notNull().default(1),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Working days counted when requested (halves for half days and half holidays), kept as history. */
    dayCount: numeric('day_count', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    /** A half-day request: the morning or the afternoon of its one date. */
    halfDay: varchar('half_day', { length: 10 }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    index('permissions_create_time').on(t.createTime, t.id),
    index('permissions_user_dates').on(t.userId, t.startDate, t.endDate),
    index('permissions_type').on(t.permissionTypeId),
    index('permissions_status').on(t.permissionStatusId),
    check('permissions_dates', sql`${t.startDate} <= ${t.endDate}`),
    check('permissions_status_known', sql`${t.permissionStatusId} between 1 and 4`),
    check('permissions_day_count', sql`${t.dayCount} >= 0`),
    check(
      'permissions_half_day',
      sql`${t.halfDay} IS NULL OR (${t.halfDay} in ('morning', 'afternoon') AND ${t.startDate} = ${t.endDate})`,
    ),
  ],
);

/**
 * The tenant's public holidays (docs/leave.md): a date once, its name, a full or a half day (28 October and
 * the religious holidays' eves). A leave request's working days leave them out, a half one as half a day.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    isHalfDay: boolean('is_half_day').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('holidays_day').on(t.day)],
);

/**
 * The annual leave ledger (issue 29 §3; docs/leave.md): per user and service year (`leave_year`, the
 * anniversary that starts it), the days granted by the law, carried over from the year before, added or
 * taken by HR (`adjusted`, with a reason) and HR's own figure for the year (`override`, replacing the grant).
 * Used and pending days are the requests' own (`permissions.day_count`), not copied here. One grant per user
 * and year, so a roll-over run twice grants once.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    kind: varchar('kind', { length: 10 }).notNull(),
    days: numeric('days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    leaveYear: date('leave_year', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** Who wrote it; null for the roll-over job (and once the writer is deleted). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createTime: createTime(),
  },
  (t) => [
    index('leave_ledger_user_year').on(t.userId, t.leaveYear, t.id),
    uniqueIndex('leave_ledger_one_grant')
      .on(t.userId, t.leaveYear)
      .where(sql`${t.kind} = 'granted'`),
    check('leave_ledger_kind', sql`${t.kind} in ('granted', 'carried', 'adjusted', 'override')`),
    check('leave_ledger_reason', sql`${t.kind} not in ('adjusted', 'override') OR ${t.reason} IS NOT NULL`),
  ],
);

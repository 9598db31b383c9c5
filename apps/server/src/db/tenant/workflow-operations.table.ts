import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { groups } from './people.table.ts';
import { statuses } from './reference.table.ts';
import { userReference } from './users.table.ts';
import { workflowItems } from './workflows.table.ts';

const itemReference = () =>
  integer('workflow_item_id')
    .notNull()
    .references(() => workflowItems.id, { onDelete: 'cascade' });

/** A step's participant users (spec 001 §3 Workflow item users): a user once per step. */
export const workflowItemUsers = pgTable(
  'workflow_item_users',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    userId: userReference('user_id'),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_item_users_item_user').on(t.workflowItemId, t.userId)],
);

/** A step's participant groups (spec 001 §3 userGroups): a group once per step. */
export const workflowItemGroups = pgTable(
  'workflow_item_groups',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_item_groups_item_group').on(t.workflowItemId, t.groupId)],
);

/**
 * An approval step's condition (spec 001 §4): OR ('VEYA') or AND ('VE'); one per step. With `timeout_days`,
 * what happens when nobody decided for that long (docs/approvals.md, Timeouts): REMIND, ESCALATE (the next
 * manager level), APPROVE or REJECT, a reminder first.
 */
export const workflowApprovalOperations = pgTable(
  'workflow_approval_operations',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    condition: varchar('condition', { length: 10 }).notNull(),
    timeoutDays: smallint('timeout_days'),
    timeoutAction: varchar('timeout_action', { length: 10 }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('workflow_approval_operations_item').on(t.workflowItemId),
    check(
      'workflow_approval_operations_timeout',
      sql`(${t.timeoutDays} is null) = (${t.timeoutAction} is null) and (${t.timeoutDays} is null or ${t.timeoutDays} between 1 and 365)`,
    ),
  ],
);

/**
 * A step's condition (docs/approvals.md, Conditions): the step runs only when the request's fact compares
 * true with the value (leave days > 5, quiz score < 50); otherwise it is skipped. One per step.
 */
export const workflowStepConditions = pgTable(
  'workflow_step_conditions',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    fact: varchar('fact', { length: 20 }).notNull(),
    operator: varchar('operator', { length: 3 }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_step_conditions_item').on(t.workflowItemId)],
);

/** The requester's manager of this level (1–6) takes part in an approval step; one per step. */
export const workflowManagerLevels = pgTable(
  'workflow_manager_levels',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    managerLevel: smallint('manager_level').notNull(),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('workflow_manager_levels_item').on(t.workflowItemId),
    check('workflow_manager_levels_level', sql`${t.managerLevel} between 1 and 6`),
  ],
);

/** A status-update step sets the request's status; one per step. */
export const workflowStatusUpdateOperations = pgTable(
  'workflow_status_update_operations',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_status_update_operations_item').on(t.workflowItemId)],
);

/** A notification step (type PUSH = 3, subject, body); one per step. */
export const workflowNotificationOperations = pgTable(
  'workflow_notification_operations',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    notificationType: smallint('notification_type').notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_notification_operations_item').on(t.workflowItemId)],
);

/** A task step (title, description); one per step. */
export const workflowTaskOperations = pgTable(
  'workflow_task_operations',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_task_operations_item').on(t.workflowItemId)],
);

/** A URL-request step (header, GET/POST/PUT/DELETE, an http(s) URL, body): stored, not called yet. */
export const workflowUrlRequestOperations = pgTable(
  'workflow_url_request_operations',
  {
    id: serial('id').primaryKey(),
    workflowItemId: itemReference(),
    header: text('header').notNull(),
    requestType: varchar('request_type', { length: 10 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    body: text('body').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_url_request_operations_item').on(t.workflowItemId)],
);

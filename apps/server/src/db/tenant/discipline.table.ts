import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { formUsers, forms } from './forms.table.ts';
import { roles } from './organization.table.ts';
import { historyReference } from './users.table.ts';
import { workflows } from './workflows.table.ts';

/** The form a role's managers fill to open a discipline request (DisciplineRole, /disiplin/form); a role once. */
export const disciplineRoles = pgTable(
  'discipline_roles',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('discipline_roles_role').on(t.roleId), index('discipline_roles_form').on(t.formId)],
);

/**
 * The workflow a role's discipline step runs (DisciplineWorkflow, /disiplin/workflow): type 1 the request
 * (the manager's role), type 2 the defence result (the employee's role); a role once per type.
 */
export const disciplineWorkflows = pgTable(
  'discipline_workflows',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id),
    type: smallint('type').notNull(),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('discipline_workflows_role_type').on(t.roleId, t.type),
    index('discipline_workflows_workflow').on(t.workflowId),
    index('discipline_workflows_type').on(t.type, t.id),
    check('discipline_workflows_type', sql`${t.type} in (1, 2)`),
  ],
);

/**
 * A discipline case: a manager's request about an employee (the answers of the form of the manager's role,
 * a `form_users` row; kind `discipline`) and the employee's defence (the same form, kind `disciplineDefence`).
 * `state`: requested (the request's workflow runs), defence (waiting for the employee's defence), defended
 * (the defence's workflow runs), closed (ended; `outcome` approved or rejected), cancelled. Records that
 * outlive the people in them: the users are deactivated, not deleted.
 */
export const disciplineCases = pgTable(
  'discipline_cases',
  {
    id: serial('id').primaryKey(),
    requesterId: historyReference('requester_id'),
    employeeId: historyReference('employee_id'),
    requestFormUserId: integer('request_form_user_id')
      .notNull()
      .references(() => formUsers.id),
    defenceFormUserId: integer('defence_form_user_id').references(() => formUsers.id),
    state: varchar('state', { length: 10 }).notNull().default('requested'),
    outcome: varchar('outcome', { length: 10 }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    index('discipline_cases_requester').on(t.requesterId, t.id),
    index('discipline_cases_employee').on(t.employeeId, t.id),
    uniqueIndex('discipline_cases_request_form').on(t.requestFormUserId),
    uniqueIndex('discipline_cases_defence_form').on(t.defenceFormUserId),
    check(
      'discipline_cases_state',
      sql`${t.state} in ('requested', 'defence', 'defended', 'closed', 'cancelled')`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { statuses } from './reference.table.ts';
import { historyReference, userReference, users } from './users.table.ts';
import { workflows } from './workflows.table.ts';

/**
 * A workflow as a request runs it (docs/approvals.md): its steps, arrows, operations and participants as one
 * JSON document, written when a request starts and shared by every request that started on the same graph
 * (`hash`). Editing or deleting a step later does not change the requests already running on it.
 */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    hash: varchar('hash', { length: 64 }).notNull(),
    graph: jsonb('graph').notNull(),
    /** The workflow's revision this graph was last read at (`workflows.revision`). */
    revision: integer('revision'),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('workflow_versions_workflow_hash').on(t.workflowId, t.hash),
    index('workflow_versions_revision').on(t.workflowId, t.revision),
  ],
);

/**
 * A request in a workflow (a leave request, a form submission, a quiz result …): which row of which kind,
 * who asked, the version it runs on, where it waits and how it ended. `state` is running, approved,
 * rejected or cancelled; a running request that cannot go on has a `stuck_reason`. One per row of a kind.
 */
export const workflowRequests = pgTable(
  'workflow_requests',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    requesterId: historyReference('requester_id'),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => workflowVersions.id),
    state: varchar('state', { length: 10 }).notNull().default('running'),
    /** The approval step it waits at (a step id of its version); null once it ended. */
    currentStepId: integer('current_step_id'),
    /** How many approval steps it has entered: each visit's approvals and jobs carry it. */
    round: integer('round').notNull().default(0),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    stuckReason: varchar('stuck_reason', { length: 40 }),
    /** The status the last status step set (spec 001 Status rows: 'Onaylandı' …). */
    statusId: integer('status_id').references(() => statuses.id),
    /** The outcome a status step gave the request's own row ('approved' / 'rejected'), if any. */
    ownState: varchar('own_state', { length: 10 }),
    /** Facts the conditions of steps read (leave days, quiz score), fixed when the request starts. */
    facts: jsonb('facts').$type<Record<string, number>>().notNull().default({}),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('workflow_requests_subject').on(t.kind, t.subjectId),
    index('workflow_requests_requester').on(t.requesterId, t.createTime),
    index('workflow_requests_running')
      .on(t.waitingSince, t.id)
      .where(sql`state = 'running'`),
    index('workflow_requests_workflow').on(t.workflowId),
    index('workflow_requests_status').on(t.statusId),
    index('workflow_requests_version').on(t.versionId),
    check('workflow_requests_state', sql`${t.state} in ('running', 'approved', 'rejected', 'cancelled')`),
  ],
);

/**
 * Who is asked at an approval step, a row per person per visit (`round`; one open at a time): open until they decide, or
 * closed when no longer needed (another decided under 'VEYA', the request moved on, was cancelled, or the
 * approval was handed over). `for_user_id` is the person they stand in for (a substitute, a hand-over);
 * `decided_by_id` the panel user who decided on their behalf, when not themselves.
 */
export const workflowApprovals = pgTable(
  'workflow_approvals',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => workflowRequests.id, { onDelete: 'cascade' }),
    stepId: integer('step_id').notNull(),
    round: integer('round').notNull(),
    userId: historyReference('user_id'),
    forUserId: integer('for_user_id').references(() => users.id),
    /** Why they are asked: user, group, manager, substitute, leave (a substitute while on leave), handover, escalation. */
    via: varchar('via', { length: 12 }).notNull(),
    viaDetail: varchar('via_detail', { length: 200 }),
    /** open, decided, closed. */
    state: varchar('state', { length: 8 }).notNull().default('open'),
    commandTypeId: integer('command_type_id'),
    commandName: varchar('command_name', { length: 200 }),
    goNextStep: boolean('go_next_step'),
    description: text('description'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id),
    /** The SHA-256 of the one-time link in the approval's notification (docs/approvals.md). */
    linkHash: varchar('link_hash', { length: 64 }),
    linkExpires: timestamp('link_expires', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('workflow_approvals_open_person')
      .on(t.requestId, t.userId)
      .where(sql`state = 'open'`),
    index('workflow_approvals_request').on(t.requestId, t.round),
    index('workflow_approvals_mine')
      .on(t.userId, t.createTime)
      .where(sql`state = 'open'`),
    index('workflow_approvals_user').on(t.userId),
    index('workflow_approvals_for_user').on(t.forUserId),
    index('workflow_approvals_decided_by').on(t.decidedById),
    uniqueIndex('workflow_approvals_link').on(t.linkHash),
    check('workflow_approvals_state', sql`${t.state} in ('open', 'decided', 'closed')`),
  ],
);

/**
 * A request's trail (docs/approvals.md): started, each decision, status, notification, task and URL call,
 * a step skipped by its condition, stuck, handed over, reminded, escalated, cancelled, finished. `actor` is
 * who did it (null: the engine), `for_user_id` whom they stood in for; `detail` the rest (command, comment,
 * status, address, HTTP status, error …).
 */
export const workflowRequestEvents = pgTable(
  'workflow_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => workflowRequests.id, { onDelete: 'cascade' }),
    stepId: integer('step_id'),
    event: varchar('event', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    forUserId: integer('for_user_id').references(() => users.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
  },
  (t) => [
    index('workflow_request_events_request').on(t.requestId, t.id),
    index('workflow_request_events_actor').on(t.actorId),
    index('workflow_request_events_for_user').on(t.forUserId),
  ],
);

/**
 * A user's substitute for approvals (docs/approvals.md, Delegation): within the dates, approvals meant for
 * the user go to the substitute; without dates, the substitute stands in on the days the user's own leave
 * is approved.
 */
export const userSubstitutes = pgTable(
  'user_substitutes',
  {
    id: serial('id').primaryKey(),
    userId: userReference('user_id'),
    substituteId: userReference('substitute_id'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createTime: createTime(),
  },
  (t) => [
    index('user_substitutes_user').on(t.userId, t.startDate),
    index('user_substitutes_substitute').on(t.substituteId),
    check('user_substitutes_not_self', sql`${t.userId} <> ${t.substituteId}`),
    check(
      'user_substitutes_dates',
      sql`(${t.startDate} is null) = (${t.endDate} is null) and (${t.startDate} is null or ${t.startDate} <= ${t.endDate})`,
    ),
  ],
);

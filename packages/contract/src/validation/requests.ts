import { z } from 'zod';
import { id } from './reference.ts';
import { isoDay } from './text.ts';

/**
 * Running workflows (docs/approvals.md): what a request is, how it ends, and what an employee or an
 * administrator sends to move it.
 */

/** The kinds of request a workflow runs; each names its own row (a leave request, a submission …). */
export const REQUEST_KINDS = [
  'leave',
  'form',
  'quiz',
  'staffDemand',
  'discipline',
  'disciplineDefence',
  'interview',
] as const;
export type RequestKindName = (typeof REQUEST_KINDS)[number];

/** A request's state; a running one may be stuck (`stuckReason`). */
export const REQUEST_STATES = ['running', 'approved', 'rejected', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Status codes a status step's Status row may carry: they set the request's own outcome. */
export const StatusCode = { Waiting: 'WAITING', Approved: 'APPROVED', Rejected: 'REJECTED' } as const;

/** What happens to an approval step nobody decided within its days (a reminder first). */
export const TIMEOUT_ACTIONS = ['REMIND', 'ESCALATE', 'APPROVE', 'REJECT'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

/** The facts a step's condition may compare, and how. */
export const CONDITION_FACTS = ['leaveDays', 'quizScore'] as const;
export type ConditionFact = (typeof CONDITION_FACTS)[number];
export const CONDITION_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const DECISION_DESCRIPTION_MAX_LENGTH = 2000;
const description = z.string().trim().max(DECISION_DESCRIPTION_MAX_LENGTH).nullish();

const pager = {
  pageNumber: z.number().int().min(1).max(1_000_000).nullish(),
  pageSize: z.number().int().min(1).max(5000).nullish(),
};

/** Portal: the decisions waiting for me. */
export const myApprovalPager = z.object(pager);

/** Portal and panel: my decision on one approval (a reject needs a description). */
export const decideApprovalInput = z.object({
  approvalId: id,
  commandTypeId: id,
  description,
});

/** Portal: every request I made, of one kind or all. */
export const myRequestPager = z.object({ ...pager, kind: z.enum(REQUEST_KINDS).nullish() });

/** Portal: my substitute for a date range (both days) or, without dates, on the days I am on leave. */
export const setSubstituteInput = z
  .object({ substituteId: id, startDate: isoDay.nullish(), endDate: isoDay.nullish() })
  .refine((v) => (v.startDate == null) === (v.endDate == null), {
    message: 'required',
    path: ['endDate'],
  })
  .refine((v) => v.startDate == null || v.endDate == null || v.startDate <= v.endDate, {
    message: 'endBeforeStart',
    path: ['endDate'],
  });
export const substituteIdInput = z.object({ id });

/** Panel: the requests in flight ('Süreçler'). */
export const workflowRequestPager = z.object({
  ...pager,
  kind: z.enum(REQUEST_KINDS).nullish(),
  workflowId: id.nullish(),
  state: z.enum(REQUEST_STATES).nullish(),
  stuckOnly: z.boolean().nullish(),
});

/** Panel: a decision on a request, as one of its approvers or on behalf of one (`approvalId`). */
export const decideRequestInput = z.object({
  requestId: id,
  approvalId: id.nullish(),
  commandTypeId: id,
  description,
});

const reason = z.string().trim().min(1).max(DECISION_DESCRIPTION_MAX_LENGTH);

/**
 * Panel: a waiting approval handed to another user, with a reason; without an approval (a request stuck
 * with nobody to ask), the user is asked at the step it waits at.
 */
export const handOverApprovalInput = z.object({
  requestId: id,
  approvalId: id.nullish(),
  userId: id,
  reason,
});
/** Panel: a request cancelled, with a reason. */
export const cancelRequestInput = z.object({ requestId: id, reason });

/** The one-time link of an approval's notification: look, then decide. */
export const approvalLinkInput = z.object({
  tag: z.string().min(1).max(100),
  token: z.string().min(20).max(200),
});
export const approvalLinkDecisionInput = approvalLinkInput.extend({ commandTypeId: id, description });

/** Panel: a user's substitute (the user page), the same rules as `setSubstitute`. */
const substituteFields = {
  userId: id,
  substituteId: id,
  startDate: isoDay.nullish(),
  endDate: isoDay.nullish(),
};
type Days = { startDate?: string | null; endDate?: string | null };
/** Both days or neither: the missing one is named ('required'); the end is never before the start. */
const withDays = <S extends z.ZodType<Days>>(schema: S) =>
  schema
    .refine((v) => v.startDate != null || v.endDate == null, { message: 'required', path: ['startDate'] })
    .refine((v) => v.endDate != null || v.startDate == null, { message: 'required', path: ['endDate'] })
    .refine((v) => v.startDate == null || v.endDate == null || v.startDate <= v.endDate, {
      message: 'endBeforeStart',
      path: ['endDate'],
    });
export const userSubstituteCreateInput = withDays(z.object(substituteFields));
export const userSubstituteUpdateInput = withDays(z.object({ id, ...substituteFields }));

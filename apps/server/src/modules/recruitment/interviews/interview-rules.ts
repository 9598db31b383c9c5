import { and, count, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { interviewMoment } from '@pano/contract';
import {
  applicantInterviewers,
  applicantInterviews,
  staffDemandResults,
} from '../../../db/tenant/applicants.table.ts';
import { ratingItems, ratingTypes } from '../../../db/tenant/recruitment.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import type { Row, WriteContext } from '../../../crud/entity-definition.ts';
import { refuse } from '../../../kernel/envelope.ts';
import { invalidField, ValidationError } from '../../../kernel/validation.ts';
import { fullNameOf } from '../../people/full-name.ts';
import { recordApplicantOperation } from '../applicants/operations.ts';
import { openDemand } from '../staff-demands/close-staff-demand.ts';

type Values = Record<string, unknown>;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Every user named is an active user of the tenant: a passive or unknown one is refused on its field. */
async function activeUsers(ctx: WriteContext, responsibleUserId: number, interviewerIds: number[]) {
  const ids = [...new Set([responsibleUserId, ...interviewerIds])];
  const rows = await ctx.db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, ids));
  const active = new Map(rows.map((row) => [row.id, row.isActive]));
  const problem = (id: number) =>
    active.get(id) === undefined ? 'noSuchRecord' : active.get(id) ? undefined : 'inactiveUser';
  const responsible = problem(responsibleUserId);
  if (responsible) throw invalidField('responsibleUserId', responsible);
  const issues = interviewerIds.flatMap((id, index) => {
    const message = problem(id);
    return message
      ? [{ code: 'custom' as const, message, path: ['interviewerIds', index], input: undefined }]
      : [];
  });
  if (issues.length) throw new ValidationError(issues);
}

/** The rating type is active and has at least one active criterion to score. */
async function usableRatingType(ctx: WriteContext, ratingTypeId: number) {
  const [type] = await ctx.db
    .select({ isActive: ratingTypes.isActive })
    .from(ratingTypes)
    .where(eq(ratingTypes.id, ratingTypeId));
  if (!type) throw invalidField('ratingTypeId', 'noSuchRecord');
  if (!type.isActive) throw invalidField('ratingTypeId', 'inactiveRecord');
  const [items] = await ctx.db
    .select({ value: count() })
    .from(ratingItems)
    .where(and(eq(ratingItems.ratingTypeId, ratingTypeId), eq(ratingItems.isActive, true)));
  if (!items?.value) throw invalidField('ratingTypeId', 'ratingTypeNoCriteria');
}

/** Nobody has recorded yet (and it is not completed): only then may HR change or delete an interview. */
export async function assertUnrecorded(ctx: WriteContext, id: number): Promise<void> {
  const [recorded] = await ctx.db
    .select({ id: applicantInterviewers.id })
    .from(applicantInterviewers)
    .where(and(eq(applicantInterviewers.interviewId, id), isNotNull(applicantInterviewers.recordedAt)))
    .limit(1);
  const [row] = await ctx.db
    .select({ isCompleted: applicantInterviews.isCompleted })
    .from(applicantInterviews)
    .where(eq(applicantInterviews.id, id));
  if (recorded || row?.isCompleted) throw refuse('InterviewRecordedAlready');
}

/**
 * Scheduling rules (create and update): active users, an active rating type with criteria, an open staff
 * demand; an interview stays with its applicant and changes only before anyone recorded. The date-time
 * becomes the moment it names.
 */
export async function checkSchedule(
  ctx: WriteContext,
  values: Values,
  mode: 'create' | 'update',
  previous?: Row,
): Promise<void> {
  if (mode === 'update' && previous) {
    if (values.applicantId !== previous.applicantId) throw invalidField('applicantId');
    await assertUnrecorded(ctx, previous.id);
  }
  await activeUsers(ctx, values.responsibleUserId as number, idsOf(values.interviewerIds));
  await usableRatingType(ctx, values.ratingTypeId as number);
  const demandId = values.staffDemandId;
  if (typeof demandId === 'number' && demandId !== previous?.staffDemandId)
    await openDemand(ctx.db, demandId, true);
  values.interviewDate = interviewMoment(values.interviewDate as string);
  if (mode === 'create') values.createdById = ctx.session.userId;
}

/**
 * After the row is written: the interviewers are the responsible user and the others chosen (an update
 * without `interviewerIds` keeps the others), the staff demand's results table links the interview, and a
 * new one is an operations line on the applicant.
 */
export async function afterSchedule(
  ctx: WriteContext,
  id: number,
  values: Values,
  mode: 'create' | 'update',
  previous?: Row,
): Promise<void> {
  const responsible = values.responsibleUserId as number;
  const chosen = values.interviewerIds;
  let others = idsOf(chosen);
  if (mode === 'update' && (chosen === undefined || chosen === null)) {
    const current = await ctx.db
      .select({ userId: applicantInterviewers.userId })
      .from(applicantInterviewers)
      .where(eq(applicantInterviewers.interviewId, id));
    others = current.map((row) => row.userId).filter((userId) => userId !== previous?.responsibleUserId);
  }
  const wanted = [...new Set([responsible, ...others])];
  await ctx.db
    .delete(applicantInterviewers)
    .where(and(eq(applicantInterviewers.interviewId, id), notInArray(applicantInterviewers.userId, wanted)));
  await ctx.db
    .insert(applicantInterviewers)
    .values(wanted.map((userId) => ({ interviewId: id, userId })))
    .onConflictDoNothing();
  const applicantId = values.applicantId as number;
  if (typeof values.staffDemandId === 'number')
    await ctx.db
      .insert(staffDemandResults)
      .values({ staffDemandId: values.staffDemandId, applicantId, interviewId: id })
      .onConflictDoUpdate({
        target: [staffDemandResults.staffDemandId, staffDemandResults.applicantId],
        set: { interviewId: id },
      });
  if (mode === 'create') {
    const [user] = await ctx.db
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, responsible));
    await recordApplicantOperation(ctx.db, {
      applicantId,
      userId: ctx.session.userId,
      event: 'interviewScheduled',
      detail: { date: (values.interviewDate as Date).toISOString(), user: user ? fullNameOf(user) : '' },
    });
  }
}

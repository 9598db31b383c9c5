import { and, count, eq, isNull } from 'drizzle-orm';
import { applicantInterviewResource, type InterviewRecordInput } from '@pano/contract';
import {
  applicantInterviewers,
  applicantInterviews,
  applicantInterviewVotes,
} from '../../../db/tenant/applicants.table.ts';
import { ratingItems } from '../../../db/tenant/recruitment.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';
import { DomainError, ok, refuse, type Envelope } from '../../../kernel/envelope.ts';
import { invalidField, ValidationError } from '../../../kernel/validation.ts';
import type { OperationContext } from '../../../request/context.ts';
import { fullNameOf } from '../../people/full-name.ts';
import { engineEnv } from '../../requests/engine/from-context.ts';
import { recordApplicantOperation } from '../applicants/operations.ts';
import { actorOf, recordChange } from '../../../crud/record-change.ts';
import { activeRatingResult } from './complete-interview.ts';
import { concludeInterview } from './conclude-interview.ts';

type Issue = { code: 'custom'; message: string; path: (string | number)[]; input: undefined };

/**
 * The votes are one per active criterion of the interview's rating type, each once: an item of another
 * type, a passive one or a second vote for one item is refused at that vote; a missing one on `ratings`.
 */
async function checkRatings(tx: TenantTx, ratingTypeId: number, ratings: InterviewRecordInput['ratings']) {
  const items = await tx
    .select({ id: ratingItems.id, isActive: ratingItems.isActive })
    .from(ratingItems)
    .where(eq(ratingItems.ratingTypeId, ratingTypeId));
  const ofType = new Map(items.map((item) => [item.id, item.isActive]));
  const seen = new Set<number>();
  const issues: Issue[] = [];
  ratings.forEach(({ ratingItemId }, index) => {
    const active = ofType.get(ratingItemId);
    const message =
      active === undefined
        ? 'ratingItemOtherType'
        : !active
          ? 'inactiveRecord'
          : seen.has(ratingItemId)
            ? 'idSentTwice'
            : undefined;
    seen.add(ratingItemId);
    if (message)
      issues.push({ code: 'custom', message, path: ['ratings', index, 'ratingItemId'], input: undefined });
  });
  if (issues.length) throw new ValidationError(issues);
  if (items.some((item) => item.isActive && !seen.has(item.id)))
    throw invalidField('ratings', 'ratingsIncomplete');
}

/**
 * Portal `recordInterview(inputModel {interviewId ratings [{ratingItemId vote}] resultDescription
 * ratingResultId})`: an interviewer records their own votes (1–5) and result, once. The interview's row is
 * locked, so when two interviewers record at once exactly one of them is the last: their recording
 * concludes the interview (its result, the result's workflow). A refusal writes nothing.
 */
export async function recordInterview(
  ctx: OperationContext,
  input: InterviewRecordInput,
): Promise<Envelope<{ id: number; isInterviewed: boolean }>> {
  const userId = ctx.session.userId;
  const isInterviewed = await ctx.db.transaction(async (tx) => {
    const [interview] = await tx
      .select({
        applicantId: applicantInterviews.applicantId,
        ratingTypeId: applicantInterviews.ratingTypeId,
        isCompleted: applicantInterviews.isCompleted,
      })
      .from(applicantInterviews)
      .where(eq(applicantInterviews.id, input.interviewId))
      .for('update');
    if (!interview) throw new DomainError('NotFound');
    const [mine] = await tx
      .select({ recordedAt: applicantInterviewers.recordedAt })
      .from(applicantInterviewers)
      .where(
        and(
          eq(applicantInterviewers.interviewId, input.interviewId),
          eq(applicantInterviewers.userId, userId),
        ),
      );
    if (!mine) throw refuse('InterviewNotInterviewer', 'NotFound');
    if (mine.recordedAt) throw refuse('InterviewYouRecorded');
    if (interview.isCompleted) throw refuse('InterviewCompletedAlready');
    await checkRatings(tx, interview.ratingTypeId, input.ratings);
    await activeRatingResult(tx, input.ratingResultId);
    const env = engineEnv(ctx, tx);
    await tx.insert(applicantInterviewVotes).values(
      input.ratings.map(({ ratingItemId, vote }) => ({
        interviewId: input.interviewId,
        userId,
        ratingItemId,
        vote,
      })),
    );
    await tx
      .update(applicantInterviewers)
      .set({
        recordedAt: env.now,
        ratingResultId: input.ratingResultId,
        resultDescription: input.resultDescription ?? null,
      })
      .where(
        and(
          eq(applicantInterviewers.interviewId, input.interviewId),
          eq(applicantInterviewers.userId, userId),
        ),
      );
    const [me] = await tx
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, userId));
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'recruitment',
      entity: applicantInterviewResource.typeName,
      entityId: input.interviewId,
      action: 'recordInterview',
      changes: {
        ratings: { new: input.ratings.map(({ ratingItemId, vote }) => ({ ratingItemId, vote })) },
        ratingResultId: { new: input.ratingResultId },
        ...(input.resultDescription ? { resultDescription: { new: input.resultDescription } } : {}),
      },
    });
    await recordApplicantOperation(tx, {
      applicantId: interview.applicantId,
      userId,
      event: 'interviewRecorded',
      detail: { user: me ? fullNameOf(me) : '' },
    });
    const [waiting] = await tx
      .select({ value: count() })
      .from(applicantInterviewers)
      .where(
        and(
          eq(applicantInterviewers.interviewId, input.interviewId),
          isNull(applicantInterviewers.recordedAt),
        ),
      );
    if (waiting?.value) return false;
    await concludeInterview(env, input.interviewId);
    return true;
  });
  return ok({ id: input.interviewId, isInterviewed });
}

import { and, eq, isNull } from 'drizzle-orm';
import { applicantInterviewResource } from '@pano/contract';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import { applicantInterviewers, applicantInterviews } from '../../../db/tenant/applicants.table.ts';
import { ratingResults } from '../../../db/tenant/recruitment.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';
import { DomainError, ok, refuse, type Envelope } from '../../../kernel/envelope.ts';
import { invalidField } from '../../../kernel/validation.ts';
import type { OperationContext } from '../../../request/context.ts';
import { actorOf, diff, recordChange } from '../../../crud/record-change.ts';
import type { EngineEnv } from '../../requests/engine/engine-env.ts';
import { cancelRequest } from '../../requests/engine/finish.ts';
import { lockRequest } from '../../requests/engine/request-row.ts';
import { engineEnv } from '../../requests/engine/from-context.ts';
import { markCompleted } from './mark-completed.ts';

/** The interview's result request, locked (before the interview's row, as every transition locks them). */
async function lockedRequest(env: EngineEnv, id: number) {
  const [found] = await env.tx
    .select({ id: workflowRequests.id })
    .from(workflowRequests)
    .where(and(eq(workflowRequests.kind, 'interview'), eq(workflowRequests.subjectId, id)));
  return found ? await lockRequest(env.tx, found.id) : undefined;
}

/** An active rating result (recording and completing name one). */
export async function activeRatingResult(tx: TenantTx, id: number) {
  const [row] = await tx
    .select({ isActive: ratingResults.isActive, workflowId: ratingResults.workflowId })
    .from(ratingResults)
    .where(eq(ratingResults.id, id));
  if (!row) throw invalidField('ratingResultId', 'noSuchRecord');
  if (!row.isActive) throw invalidField('ratingResultId', 'inactiveRecord');
  return row;
}

/**
 * Panel `completeApplicantInterView {id ratingResultId resultDescription}`: HR completes an interview every
 * interviewer has recorded, with the result it settles on. A result workflow still running for it is
 * cancelled (nobody needs to approve what HR decided); a completed interview is refused.
 */
export async function completeInterview(
  ctx: OperationContext,
  input: { id: number; ratingResultId: number; resultDescription?: string | null | undefined },
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction(async (tx) => {
    const env = engineEnv(ctx, tx);
    const request = await lockedRequest(env, input.id);
    const [row] = await tx
      .select({
        isCompleted: applicantInterviews.isCompleted,
        ratingResultId: applicantInterviews.ratingResultId,
        resultDescription: applicantInterviews.resultDescription,
      })
      .from(applicantInterviews)
      .where(eq(applicantInterviews.id, input.id))
      .for('update');
    if (!row) throw new DomainError('NotFound');
    if (row.isCompleted) throw refuse('InterviewCompletedAlready');
    const [waiting] = await tx
      .select({ id: applicantInterviewers.id })
      .from(applicantInterviewers)
      .where(and(eq(applicantInterviewers.interviewId, input.id), isNull(applicantInterviewers.recordedAt)))
      .limit(1);
    if (waiting) throw refuse('InterviewNotRecorded');
    await activeRatingResult(tx, input.ratingResultId);
    const result = {
      ratingResultId: input.ratingResultId,
      resultDescription: input.resultDescription ?? null,
    };
    await tx.update(applicantInterviews).set(result).where(eq(applicantInterviews.id, input.id));
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'recruitment',
      entity: applicantInterviewResource.typeName,
      entityId: input.id,
      action: 'completeInterview',
      changes: diff(row, { ...result, isCompleted: true }),
    });
    // completed first, so the line names HR; the cancelled request's own completion then changes nothing
    await markCompleted(tx, input.id, env.now, ctx.session.userId);
    // a result workflow still running is cancelled by HR's decision (its requester is told)
    if (request?.state === 'running')
      await cancelRequest(env, request, { actorId: ctx.session.userId, reason: null, byRequester: false });
  });
  return ok({ id: input.id });
}

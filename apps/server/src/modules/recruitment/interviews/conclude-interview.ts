import { and, eq } from 'drizzle-orm';
import { applicantInterviewers, applicantInterviews } from '../../../db/tenant/applicants.table.ts';
import { ratingResults } from '../../../db/tenant/recruitment.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';
import type { EngineEnv } from '../../requests/engine/engine-env.ts';
import { startRequest } from '../../requests/engine/start-request.ts';
import { currentVersion } from '../../requests/engine/version-graph.ts';
import { markCompleted } from './mark-completed.ts';

/**
 * Every interviewer has recorded: the interview is interviewed at `at`, its result and result description
 * are the responsible user's. Answers who asks for the result's workflow (the responsible user) and which.
 */
export async function settleResult(tx: TenantTx, id: number, at: Date) {
  const [responsible] = await tx
    .select({
      userId: applicantInterviewers.userId,
      ratingResultId: applicantInterviewers.ratingResultId,
      resultDescription: applicantInterviewers.resultDescription,
      workflowId: ratingResults.workflowId,
    })
    .from(applicantInterviewers)
    .innerJoin(applicantInterviews, eq(applicantInterviews.id, applicantInterviewers.interviewId))
    .leftJoin(ratingResults, eq(ratingResults.id, applicantInterviewers.ratingResultId))
    .where(
      and(
        eq(applicantInterviewers.interviewId, id),
        eq(applicantInterviewers.userId, applicantInterviews.responsibleUserId),
      ),
    );
  await tx
    .update(applicantInterviews)
    .set({
      isInterviewed: true,
      interviewedDate: at,
      ratingResultId: responsible?.ratingResultId ?? null,
      resultDescription: responsible?.resultDescription ?? null,
    })
    .where(eq(applicantInterviews.id, id));
  return { requesterId: responsible?.userId, workflowId: responsible?.workflowId ?? null };
}

/**
 * The last recording concludes the interview (settleResult) and starts its result's workflow as a request
 * of kind `interview`, the responsible user as requester. A workflow with no step yet starts nothing: the
 * interview is completed at once (as a quiz result whose range has no workflow).
 */
export async function concludeInterview(env: EngineEnv, id: number): Promise<void> {
  const { requesterId, workflowId } = await settleResult(env.tx, id, env.now);
  if (requesterId && workflowId && (await currentVersion(env.tx, workflowId)).graph.steps.length)
    await startRequest(env, { kind: 'interview', subjectId: id, requesterId, workflowId });
  else await markCompleted(env.tx, id, env.now, null);
}

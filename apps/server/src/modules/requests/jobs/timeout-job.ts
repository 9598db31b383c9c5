import { and, eq } from 'drizzle-orm';
import { workflowApprovals } from '../../../db/tenant/requests.table.ts';
import { completeJob } from '../../../jobs/job-queue.ts';
import type { JobHandler } from '../../area.ts';
import { managerAt } from '../engine/approvers.ts';
import { follow } from '../engine/decide.ts';
import type { EngineEnv } from '../engine/engine-env.ts';
import { closeOpenApprovals } from '../engine/finish.ts';
import { engineEnvFor } from '../engine/from-context.ts';
import { notifyUsers } from '../engine/notify.ts';
import { askPeople, fullNameOf } from '../engine/open-approvals.ts';
import { lockRequest, updateRequest, type RequestRow } from '../engine/request-row.ts';
import { summaryParams } from '../engine/summaries.ts';
import { MAX_REMINDERS, scheduleTimeout, type TimeoutPayload } from '../engine/timeouts.ts';
import { record } from '../engine/trail.ts';
import { recordDecision } from '../engine/decision-history.ts';
import { versionGraph, type VersionStep } from '../engine/version-graph.ts';

/** Reminds the people still asked at the step. */
async function remind(env: EngineEnv, request: RequestRow, userIds: number[]): Promise<void> {
  await notifyUsers(env.tx, {
    userIds,
    template: 'approvalReminder',
    params: {
      requester: await fullNameOf(env, request.requesterId),
      ...(await summaryParams(env.tx, request)),
    },
    requestId: request.id,
    at: env.now,
    sourceKind: 'request',
  });
  await record(env.tx, {
    requestId: request.id,
    event: 'reminder',
    stepId: request.currentStepId,
    detail: { userIds },
    at: env.now,
  });
}

/** Asks the requester's next manager level instead of the people who did not decide. */
async function escalate(
  env: EngineEnv,
  request: RequestRow,
  step: VersionStep,
  count: number,
): Promise<void> {
  const level = (step.managerLevel ?? 0) + count;
  const manager = level <= 6 ? await managerAt(env.tx, request.requesterId, level) : null;
  if (manager === null || manager === request.requesterId) {
    await updateRequest(env.tx, request, { stuckReason: 'NoEscalationTarget' });
    await record(env.tx, {
      requestId: request.id,
      event: 'stuck',
      stepId: step.id,
      detail: { reason: 'NoEscalationTarget' },
      at: env.now,
    });
    return;
  }
  await closeOpenApprovals(env, request.id);
  await askPeople(env, request, step, [
    { userId: manager, via: 'escalation', viaDetail: String(level), forUserId: null },
  ]);
  await record(env.tx, {
    requestId: request.id,
    event: 'escalated',
    stepId: step.id,
    detail: { toUserId: manager, level },
    at: env.now,
  });
  if (step.timeout) await scheduleTimeout(env, request, step.timeout, count + 1);
}

/**
 * An approval step's timeout (docs/approvals.md, Timeouts): a reminder to the people still asked, or the
 * step's action — ask the next manager level, or decide by its first command that goes on (approve) or
 * its first that does not (reject). Nothing happens when the request has left that step and round since.
 * The effect and the job's end are one transaction: run twice, it acts once.
 */
export const timeoutJob: JobHandler = async (job, ctx) => {
  const payload = job.payload as unknown as TimeoutPayload;
  await ctx.db.transaction(async (tx) => {
    const env = engineEnvFor(ctx.services, ctx.tag, tx);
    const request = await lockRequest(tx, payload.requestId);
    const graph = request && (await versionGraph(tx, request.versionId));
    const step = graph?.steps.find((s) => s.id === request?.currentStepId);
    const open = request
      ? await tx
          .select({ userId: workflowApprovals.userId })
          .from(workflowApprovals)
          .where(and(eq(workflowApprovals.requestId, request.id), eq(workflowApprovals.state, 'open')))
      : [];
    if (
      !request ||
      !graph ||
      !step?.timeout ||
      request.state !== 'running' ||
      request.round !== payload.round ||
      !open.length
    ) {
      await completeJob(tx, job.id, env.now, 'dropped');
      return;
    }
    const { action } = step.timeout;
    if (payload.phase === 'remind') {
      await remind(
        env,
        request,
        open.map((a) => a.userId),
      );
      if (action === 'REMIND' && payload.count < MAX_REMINDERS)
        await scheduleTimeout(env, request, step.timeout, payload.count + 1);
    } else if (action === 'ESCALATE') await escalate(env, request, step, payload.count);
    else {
      const decision = step.decisions.find((d) => d.goNextStep === (action === 'APPROVE')) ?? {
        id: 0,
        name: '',
        goNextStep: action === 'APPROVE',
      };
      await record(tx, {
        requestId: request.id,
        event: 'timeout',
        stepId: step.id,
        detail: { command: decision.name, action },
        at: env.now,
      });
      await recordDecision(
        env,
        request,
        { name: decision.name, goNextStep: decision.goNextStep, stepId: step.id },
        null,
      );
      await follow(env, request, graph, step, decision);
    }
    await completeJob(tx, job.id, env.now);
  });
};

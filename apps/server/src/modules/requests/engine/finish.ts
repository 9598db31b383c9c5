import { and, eq } from 'drizzle-orm';
import { workflowApprovals } from '../../../db/tenant/requests.table.ts';
import type { EngineEnv } from './engine-env.ts';
import { kindOf } from './kinds.ts';
import { notifyUsers } from './notify.ts';
import { updateRequest, type RequestRow } from './request-row.ts';
import { summaryParams } from './summaries.ts';
import { recordRequestChange } from './decision-history.ts';
import { record } from './trail.ts';

/** Closes a request's open approvals: no longer needed (someone decided, it moved on, ended or was cancelled). */
export async function closeOpenApprovals(env: EngineEnv, requestId: number): Promise<void> {
  await env.tx
    .update(workflowApprovals)
    .set({ state: 'closed', decidedAt: env.now })
    .where(and(eq(workflowApprovals.requestId, requestId), eq(workflowApprovals.state, 'open')));
}

/**
 * The request ends (a step with no way on): approved or rejected as a status step said, else as the last
 * decision went (a decision that does not go on rejects); its own row is completed, the requester told.
 */
export async function finishRequest(env: EngineEnv, request: RequestRow, goNext: boolean): Promise<void> {
  const state = (request.ownState as 'approved' | 'rejected' | null) ?? (goNext ? 'approved' : 'rejected');
  await closeOpenApprovals(env, request.id);
  await updateRequest(env.tx, request, {
    state,
    isCompleted: true,
    completedDate: env.now,
    currentStepId: null,
    stuckReason: null,
    waitingSince: null,
  });
  await kindOf(request.kind).apply(env.tx, request.subjectId, { state, completedAt: env.now });
  await record(env.tx, { requestId: request.id, event: 'finished', detail: { state }, at: env.now });
  await notifyUsers(env.tx, {
    userIds: [request.requesterId],
    template: state === 'approved' ? 'requestApproved' : 'requestRejected',
    params: await summaryParams(env.tx, request),
    requestId: request.id,
    at: env.now,
  });
}

/** A running request cancelled (by its requester, or by an administrator with a reason). */
export async function cancelRequest(
  env: EngineEnv,
  request: RequestRow,
  by: { actorId: number; reason: string | null; byRequester: boolean },
): Promise<void> {
  const was = request.state;
  await closeOpenApprovals(env, request.id);
  await updateRequest(env.tx, request, {
    state: 'cancelled',
    isCompleted: true,
    completedDate: env.now,
    currentStepId: null,
    stuckReason: null,
    waitingSince: null,
  });
  await kindOf(request.kind).apply(env.tx, request.subjectId, { state: 'cancelled', completedAt: env.now });
  await record(env.tx, {
    requestId: request.id,
    event: 'cancelled',
    actorId: by.actorId,
    detail: { reason: by.reason },
    at: env.now,
  });
  await recordRequestChange(
    env,
    request,
    'cancelRequest',
    { state: { old: was, new: 'cancelled' }, reason: { new: by.reason } },
    by.actorId,
  );
  if (!by.byRequester)
    await notifyUsers(env.tx, {
      userIds: [request.requesterId],
      template: 'requestCancelled',
      params: { ...(await summaryParams(env.tx, request)), reason: by.reason ?? '' },
      requestId: request.id,
      at: env.now,
    });
}

import { and, eq } from 'drizzle-orm';
import { OperationCode } from '@pano/contract';
import { workflowApprovals } from '../../../db/tenant/requests.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import { DomainError, refuse } from '../../../kernel/envelope.ts';
import { invalidField } from '../../../kernel/validation.ts';
import type { EngineEnv } from './engine-env.ts';
import { askPeople } from './open-approvals.ts';
import { lockRequest, updateRequest, type RequestRow } from './request-row.ts';
import { recordRequestChange } from './decision-history.ts';
import { record } from './trail.ts';
import { versionGraph } from './version-graph.ts';

export interface HandOver {
  requestId: number;
  /** The approval handed over; none for a request stuck with nobody to ask. */
  approvalId?: number | null;
  userId: number;
  reason: string;
  actorId: number;
}

/** A running request, locked, with the approval step it waits at. */
export async function runningAtApproval(env: EngineEnv, requestId: number) {
  const request = await lockRequest(env.tx, requestId);
  if (!request) throw refuse('RequestNotFound', 'NotFound');
  if (request.state !== 'running') throw refuse('RequestNotRunning');
  const graph = await versionGraph(env.tx, request.versionId);
  const step = graph.steps.find((s) => s.id === request.currentStepId);
  if (!step || step.code !== OperationCode.Approval) throw refuse('ApprovalNoneOpen');
  return { request: request as RequestRow, graph, step };
}

/**
 * An administrator hands a waiting approval to another user (docs/approvals.md, 'Süreçler'): the approval
 * closes, the user is asked in its place (on behalf of its approver), and the trail says who did it and
 * why. A request stuck with nobody to ask gets the user as its approver the same way.
 */
export async function handOver(env: EngineEnv, input: HandOver): Promise<void> {
  const { request, step } = await runningAtApproval(env, input.requestId);
  const [person] = await env.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.isActive, true)));
  if (!person) throw invalidField('userId');
  if (input.userId === request.requesterId) throw refuse('HandOverRequester');
  const open = await env.tx
    .select()
    .from(workflowApprovals)
    .where(and(eq(workflowApprovals.requestId, request.id), eq(workflowApprovals.state, 'open')));
  if (open.some((a) => a.userId === input.userId)) throw refuse('HandOverSamePerson');
  let from: number | null = null;
  if (input.approvalId) {
    const approval = open.find((a) => a.id === input.approvalId);
    if (!approval) throw new DomainError('NotFound');
    from = approval.forUserId ?? approval.userId;
    await env.tx
      .update(workflowApprovals)
      .set({ state: 'closed', decidedAt: env.now, decidedById: input.actorId })
      .where(eq(workflowApprovals.id, approval.id));
  } else if (open.length) throw invalidField('approvalId', 'required');
  const [decided] = await env.tx
    .select({ id: workflowApprovals.id })
    .from(workflowApprovals)
    .where(
      and(
        eq(workflowApprovals.requestId, request.id),
        eq(workflowApprovals.round, request.round),
        eq(workflowApprovals.userId, input.userId),
        eq(workflowApprovals.state, 'decided'),
      ),
    );
  if (decided) throw refuse('HandOverSamePerson');
  await askPeople(env, request, step, [
    { userId: input.userId, via: 'handover', viaDetail: null, forUserId: from },
  ]);
  await updateRequest(env.tx, request, { stuckReason: null });
  await record(env.tx, {
    requestId: request.id,
    event: 'handover',
    stepId: step.id,
    actorId: input.actorId,
    forUserId: from,
    detail: { fromUserId: from, toUserId: input.userId, reason: input.reason },
    at: env.now,
  });
  await recordRequestChange(
    env,
    request,
    'handOver',
    { approver: { old: from, new: input.userId }, reason: { new: input.reason } },
    input.actorId,
  );
}

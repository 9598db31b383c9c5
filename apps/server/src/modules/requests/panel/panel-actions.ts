import { and, asc, eq } from 'drizzle-orm';
import { translate } from '@pano/contract';
import { workflowApprovals, workflowRequests } from '../../../db/tenant/requests.table.ts';
import { ok, refuse, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { decide } from '../engine/decide.ts';
import { cancelRequest } from '../engine/finish.ts';
import { engineEnv } from '../engine/from-context.ts';
import { handOver } from '../engine/hand-over.ts';
import { lockRequest } from '../engine/request-row.ts';
import type { DecisionResult } from '../portal/decide-approval.ts';

/**
 * Panel: a decision on a waiting request with the portal's rules (docs/approvals.md): as the signed-in
 * user's own approval when they have one, on behalf of the approver they name ('Pano Admin (X adına)'), or,
 * naming none, in their own name ('Pano Admin'): the first waiting approval is closed by them, for nobody.
 */
export async function decideWorkflowRequest(
  ctx: OperationContext,
  input: {
    requestId: number;
    approvalId?: number | null;
    commandTypeId: number;
    description?: string | null;
  },
): Promise<Envelope<DecisionResult>> {
  return ctx.db.transaction(async (tx) => {
    const open = await tx
      .select({ id: workflowApprovals.id, userId: workflowApprovals.userId })
      .from(workflowApprovals)
      .where(and(eq(workflowApprovals.requestId, input.requestId), eq(workflowApprovals.state, 'open')))
      .orderBy(asc(workflowApprovals.id));
    const named = input.approvalId ? open.find((a) => a.id === input.approvalId) : undefined;
    const own = open.find((a) => a.userId === ctx.session.userId);
    const chosen = named ?? own ?? (input.approvalId ? undefined : open[0]);
    if (!chosen) throw refuse(input.approvalId ? 'ApprovalNotNeeded' : 'ApprovalNoneOpen');
    const result = await decide(engineEnv(ctx, tx), {
      approvalId: chosen.id,
      commandTypeId: input.commandTypeId,
      description: input.description,
      actorId: ctx.session.userId,
      onBehalf: true,
      asSelf: !named && !own,
    });
    return ok({
      approvalId: chosen.id,
      requestId: result.requestId,
      moved: result.moved,
      state: result.state,
      stateName: translate(ctx.lang, `requestState.${result.state}`),
    });
  });
}

/** Panel: a waiting approval handed to another user, with a reason (written to the trail). */
export async function handOverWorkflowApproval(
  ctx: OperationContext,
  input: { requestId: number; approvalId?: number | null; userId: number; reason: string },
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction((tx) => handOver(engineEnv(ctx, tx), { ...input, actorId: ctx.session.userId }));
  return ok({ id: input.requestId });
}

/** Panel: a running request cancelled, with a reason; the requester is told. */
export async function cancelWorkflowRequest(
  ctx: OperationContext,
  input: { requestId: number; reason: string },
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: workflowRequests.id })
      .from(workflowRequests)
      .where(eq(workflowRequests.id, input.requestId));
    if (!exists) throw refuse('RequestNotFound', 'NotFound');
    const request = await lockRequest(tx, input.requestId);
    if (!request || request.state !== 'running') throw refuse('RequestNotRunning');
    await cancelRequest(engineEnv(ctx, tx), request, {
      actorId: ctx.session.userId,
      reason: input.reason,
      byRequester: false,
    });
  });
  return ok({ id: input.requestId });
}

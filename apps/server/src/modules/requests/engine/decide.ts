import { and, count, eq, ne } from 'drizzle-orm';
import { workflowApprovals } from '../../../db/tenant/requests.table.ts';
import { refuse } from '../../../kernel/envelope.ts';
import { invalidField } from '../../../kernel/validation.ts';
import type { EngineEnv } from './engine-env.ts';
import { closeOpenApprovals, finishRequest } from './finish.ts';
import { lockRequest, type RequestRow } from './request-row.ts';
import { record } from './trail.ts';
import { versionGraph, type VersionGraph, type VersionStep } from './version-graph.ts';
import { walkFrom } from './walk.ts';
import { recordDecision } from './decision-history.ts';

export interface Decision {
  approvalId: number;
  commandTypeId: number;
  description?: string | null;
  /** Who decides: the approver, or a panel user on the approver's behalf (`onBehalf`). */
  actorId: number;
  onBehalf?: boolean;
  /**
   * A panel user deciding in their own name, for nobody (a group step's decision by an administrator who
   * chose no one): the approval is closed by them and the trail names them alone.
   */
  asSelf?: boolean;
}

export type Approval = typeof workflowApprovals.$inferSelect;

/** An approval and its request, the request locked: one transition of a request at a time. */
export async function lockApproval(env: EngineEnv, approvalId: number) {
  const [found] = await env.tx
    .select({ requestId: workflowApprovals.requestId })
    .from(workflowApprovals)
    .where(eq(workflowApprovals.id, approvalId));
  if (!found) throw refuse('ApprovalNotFound', 'NotFound');
  const request = (await lockRequest(env.tx, found.requestId)) as RequestRow;
  const [approval] = await env.tx
    .select()
    .from(workflowApprovals)
    .where(eq(workflowApprovals.id, approvalId));
  return { request, approval: approval as Approval };
}

/** Refuses a decision on an approval that was decided, is no longer needed, or whose request moved on. */
export function requireOpen(request: RequestRow, approval: Approval): void {
  if (approval.state === 'decided') throw refuse('ApprovalDecided');
  if (approval.state === 'closed' || request.state !== 'running' || request.round !== approval.round)
    throw refuse('ApprovalNotNeeded');
}

/** The step an approval belongs to, in its request's version. */
export async function stepOf(env: EngineEnv, request: RequestRow, approval: Approval) {
  const graph: VersionGraph = await versionGraph(env.tx, request.versionId);
  const step = graph.steps.find((s) => s.id === approval.stepId) as VersionStep;
  return { graph, step };
}

/**
 * A decision (docs/approvals.md): one of the step's own commands, a description when it does not go on (a
 * rejection). Under 'VEYA' it decides the step and closes the others' approvals; under 'VE' the step's
 * approval (its first command that goes on) waits for everybody, and any other command decides at once.
 * The request then follows the command's arrow, or ends when it has none. Answers whether it moved.
 */
export async function decide(
  env: EngineEnv,
  input: Decision,
): Promise<{ requestId: number; moved: boolean; state: string }> {
  const { request, approval } = await lockApproval(env, input.approvalId);
  if (!input.onBehalf && approval.userId !== input.actorId) throw refuse('ApprovalNotFound', 'NotFound');
  requireOpen(request, approval);
  const { graph, step } = await stepOf(env, request, approval);
  const decision = step?.decisions.find((d) => d.id === input.commandTypeId);
  if (!decision) throw invalidField('commandTypeId');
  const description = input.description?.trim() || null;
  if (!decision.goNextStep && !description) throw invalidField('description', 'rejectNeedsDescription');
  const behalf = input.actorId !== approval.userId;
  await env.tx
    .update(workflowApprovals)
    .set({
      state: 'decided',
      commandTypeId: decision.id,
      commandName: decision.name,
      goNextStep: decision.goNextStep,
      description,
      decidedAt: env.now,
      decidedById: behalf ? input.actorId : null,
    })
    .where(eq(workflowApprovals.id, approval.id));
  await record(env.tx, {
    requestId: request.id,
    event: 'decision',
    stepId: step.id,
    actorId: input.actorId,
    forUserId: input.asSelf ? null : behalf ? approval.userId : approval.forUserId,
    detail: {
      commandTypeId: decision.id,
      command: decision.name,
      goNextStep: decision.goNextStep,
      description,
    },
    at: env.now,
  });
  await recordDecision(
    env,
    request,
    { name: decision.name, goNextStep: decision.goNextStep, stepId: step.id, description },
    input.actorId,
  );
  const waitsForAll = step.condition === 'VE' && decision.id === step.decisions.find((d) => d.goNextStep)?.id;
  if (waitsForAll) {
    const [open] = await env.tx
      .select({ value: count() })
      .from(workflowApprovals)
      .where(
        and(
          eq(workflowApprovals.requestId, request.id),
          eq(workflowApprovals.state, 'open'),
          ne(workflowApprovals.id, approval.id),
        ),
      );
    if ((open?.value ?? 0) > 0) return { requestId: request.id, moved: false, state: request.state };
  }
  await follow(env, request, graph, step, decision);
  return { requestId: request.id, moved: true, state: request.state };
}

/** The request leaves a step by a command: the others' approvals close, its arrow is followed or it ends. */
export async function follow(
  env: EngineEnv,
  request: RequestRow,
  graph: VersionGraph,
  step: VersionStep,
  decision: { id: number; goNextStep: boolean },
): Promise<void> {
  await closeOpenApprovals(env, request.id);
  const arrow = graph.commands.find((c) => c.from === step.id && c.typeId === decision.id);
  if (arrow) await walkFrom(env, request, graph, arrow.to, decision.goNextStep);
  else await finishRequest(env, request, decision.goNextStep);
}

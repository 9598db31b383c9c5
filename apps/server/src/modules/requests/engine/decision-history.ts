import { recordChange, SYSTEM_ACTOR, type Changes } from '../../../crud/record-change.ts';
import type { EngineEnv } from './engine-env.ts';
import type { RequestRow } from './request-row.ts';

/**
 * A request's change in the history of changes (docs/history.md), on `WorkflowRequest`: by the
 * environment's actor (the signed-in user, panel or portal); without one by `actorId` from the portal (an
 * approval link's approver), or by the system (a timeout, a request adopted as a tenant opens, the seed).
 */
export async function recordRequestChange(
  env: EngineEnv,
  request: Pick<RequestRow, 'id'>,
  action: string,
  changes: Changes,
  actorId: number | null = null,
): Promise<void> {
  const actor =
    env.actor ?? (actorId === null ? SYSTEM_ACTOR : { userId: actorId, channel: 'portal' as const });
  await recordChange(env.tx, {
    actor,
    area: 'requests',
    entity: 'WorkflowRequest',
    entityId: request.id,
    action,
    changes,
    at: env.now,
  });
}

/**
 * An approve or reject decision: by the person who decided (the environment's actor; an approval link's
 * approver, from the portal), or by the system when a step's timeout decided.
 */
export async function recordDecision(
  env: EngineEnv,
  request: RequestRow,
  decision: { name: string; goNextStep: boolean; stepId: number; description?: string | null },
  actorId: number | null,
): Promise<void> {
  await recordRequestChange(
    env,
    request,
    decision.goNextStep ? 'approve' : 'reject',
    {
      decision: {
        new: { stepId: decision.stepId, command: decision.name, description: decision.description ?? null },
      },
    },
    actorId,
  );
}

import { recordChange, SYSTEM_ACTOR } from '../../../crud/record-change.ts';
import type { EngineEnv } from './engine-env.ts';
import type { RequestRow } from './request-row.ts';

/**
 * An approve or reject decision in the history of changes (docs/history.md): by the person who decided
 * (the environment's actor; an approval link's approver, from the portal), or by the system when a
 * step's timeout decided.
 */
export async function recordDecision(
  env: EngineEnv,
  request: RequestRow,
  decision: { name: string; goNextStep: boolean; stepId: number; description?: string | null },
  actorId: number | null,
): Promise<void> {
  const actor =
    env.actor ?? (actorId === null ? SYSTEM_ACTOR : { userId: actorId, channel: 'portal' as const });
  await recordChange(env.tx, {
    actor,
    area: 'requests',
    entity: 'WorkflowRequest',
    entityId: request.id,
    action: decision.goNextStep ? 'approve' : 'reject',
    changes: {
      decision: {
        new: { stepId: decision.stepId, command: decision.name, description: decision.description ?? null },
      },
    },
    at: env.now,
  });
}

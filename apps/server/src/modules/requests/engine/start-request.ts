import type { RequestKindName } from '@pano/contract';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import { refuse } from '../../../kernel/envelope.ts';
import type { EngineEnv } from './engine-env.ts';
import type { RequestRow } from './request-row.ts';
import { recordRequestChange } from './decision-history.ts';
import { record } from './trail.ts';
import { currentVersion } from './version-graph.ts';
import { walkFrom } from './walk.ts';

export interface NewRequest {
  kind: RequestKindName;
  subjectId: number;
  requesterId: number;
  workflowId: number;
  /** What the steps' conditions may read (leave days, quiz score). */
  facts?: Record<string, number>;
}

/**
 * Starts a request on its workflow as the workflow is now (docs/approvals.md), in the caller's
 * transaction: the steps that do not wait run at once, and it stops at the first approval step (or ends).
 * A workflow with no step is refused ('WorkflowEmpty'): the caller's transaction, and its row, go back.
 * The history names the start (`startRequest` on `WorkflowRequest`) by the environment's actor.
 */
export async function startRequest(env: EngineEnv, input: NewRequest): Promise<RequestRow> {
  const version = await currentVersion(env.tx, input.workflowId);
  const first = version.graph.steps[0];
  if (!first) throw refuse('WorkflowEmpty');
  const [request] = await env.tx
    .insert(workflowRequests)
    .values({
      kind: input.kind,
      subjectId: input.subjectId,
      requesterId: input.requesterId,
      workflowId: input.workflowId,
      versionId: version.id,
      facts: input.facts ?? {},
      waitingSince: env.now,
      createTime: env.now,
    })
    .returning();
  const row = request as RequestRow;
  await record(env.tx, {
    requestId: row.id,
    event: 'started',
    actorId: input.requesterId,
    detail: { workflow: version.graph.name },
    at: env.now,
  });
  // the request's start in the history: what it is about and on which workflow (the subject's own row is
  // the area's; one history row for the whole start)
  await recordRequestChange(env, row, 'startRequest', {
    kind: { new: input.kind },
    subjectId: { new: input.subjectId },
    requesterId: { new: input.requesterId },
    workflowId: { new: input.workflowId },
    ...(input.facts && Object.keys(input.facts).length ? { facts: { new: input.facts } } : {}),
  });
  await walkFrom(env, row, version.graph, first.id, true);
  return row;
}

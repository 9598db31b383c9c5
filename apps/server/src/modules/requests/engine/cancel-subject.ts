import { and, eq } from 'drizzle-orm';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import type { EngineEnv } from './engine-env.ts';
import { cancelRequest } from './finish.ts';
import { lockRequest } from './request-row.ts';

/**
 * A kind's row cancelled by its requester (leave's `cancelPermission`): its running request, if it has
 * one, is cancelled first — locked before the row, as every transition locks it — closing its approvals.
 * Answers false when the row has a request that already ended (the caller refuses then).
 */
export async function cancelBySubject(
  env: EngineEnv,
  kind: string,
  subjectId: number,
  actorId: number,
): Promise<boolean> {
  const [found] = await env.tx
    .select({ id: workflowRequests.id })
    .from(workflowRequests)
    .where(and(eq(workflowRequests.kind, kind), eq(workflowRequests.subjectId, subjectId)));
  if (!found) return true;
  const request = await lockRequest(env.tx, found.id);
  if (!request || request.state !== 'running') return false;
  await cancelRequest(env, request, { actorId, reason: null, byRequester: true });
  return true;
}

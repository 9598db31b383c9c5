import { eq } from 'drizzle-orm';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import { completeJob } from '../../../jobs/job-queue.ts';
import type { JobHandler } from '../../area.ts';
import { record } from '../engine/trail.ts';
import { versionGraph } from '../engine/version-graph.ts';
import { callUrl, fill } from './call-url.ts';

interface UrlPayload {
  requestId: number;
  stepId: number;
  key: string;
}

/**
 * A URL step's call, in the background (docs/approvals.md): never inside a transition. Each attempt is
 * written to the request's trail; a failure throws, so the queue tries again after a backoff, until its
 * attempts are used up. The call is outside any transaction; its trail entry and the job's end are one.
 */
export const urlJob: JobHandler = async (job, ctx) => {
  const payload = job.payload as unknown as UrlPayload;
  const [request] = await ctx.db
    .select()
    .from(workflowRequests)
    .where(eq(workflowRequests.id, payload.requestId));
  const step =
    request && (await versionGraph(ctx.db, request.versionId)).steps.find((s) => s.id === payload.stepId);
  if (!request || !step?.url) return;
  const values = {
    requestId: request.id,
    kind: request.kind,
    subjectId: request.subjectId,
    requesterId: request.requesterId,
    state: request.state,
  };
  const { timeoutMs, allowPrivate } = ctx.services.config.workflowUrl;
  const result = await callUrl(
    ctx.services.outgoing,
    {
      method: step.url.method,
      url: fill(step.url.url, values, true),
      header: step.url.header,
      body: fill(step.url.body, values),
    },
    { key: payload.key, timeoutMs, allowPrivate },
  );
  const now = ctx.services.clock.now();
  await ctx.db.transaction(async (tx) => {
    await record(tx, {
      requestId: request.id,
      event: 'urlCall',
      stepId: step.id,
      detail: {
        attempt: job.attempts,
        ok: result.ok,
        status: result.status,
        failure: result.failure,
        durationMs: result.durationMs,
        last: !result.ok && job.attempts >= job.maxAttempts,
      },
      at: now,
    });
    if (result.ok) await completeJob(tx, job.id, now);
  });
  if (!result.ok)
    throw new Error(
      result.failure
        ? `${result.failure.reason} ${JSON.stringify(result.failure.params)}`
        : `HTTP ${result.status}`,
    );
};

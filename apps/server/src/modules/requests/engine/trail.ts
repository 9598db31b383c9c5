import { workflowRequestEvents } from '../../../db/tenant/requests.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';

/** What a trail entry records (docs/approvals.md, The trail). */
export type TrailEvent =
  | 'started'
  | 'asked'
  | 'decision'
  | 'status'
  | 'notification'
  | 'task'
  | 'urlQueued'
  | 'urlCall'
  | 'skipped'
  | 'stuck'
  | 'handover'
  | 'reminder'
  | 'escalated'
  | 'timeout'
  | 'cancelled'
  | 'finished';

export interface TrailEntry {
  requestId: number;
  event: TrailEvent;
  stepId?: number | null;
  actorId?: number | null;
  forUserId?: number | null;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Adds an entry to a request's trail, in the transition's transaction. */
export async function record(tx: TenantTx, entry: TrailEntry): Promise<void> {
  await tx.insert(workflowRequestEvents).values({
    requestId: entry.requestId,
    event: entry.event,
    stepId: entry.stepId ?? null,
    actorId: entry.actorId ?? null,
    forUserId: entry.forUserId ?? null,
    detail: entry.detail ?? {},
    createTime: entry.at,
  });
}

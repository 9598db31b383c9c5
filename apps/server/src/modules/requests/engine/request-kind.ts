import type { Language, RequestKindName } from '@pano/contract';
import type { TenantDb, TenantTx } from '../../../db/tenant-db.ts';

/** How a request's own row follows it: a status step's outcome, the end, a cancel. */
export interface OwnChange {
  state?: 'approved' | 'rejected' | 'cancelled';
  /** The status a status step set (spec 001 Status rows). */
  statusId?: number;
  /** Set when the request ended: its row is completed then. */
  completedAt?: Date;
}

/**
 * What an area tells the engine about its requests (docs/approvals.md): the row it keeps (`subjectId`), how
 * that row follows the request, and a one-line summary for approvers. Which workflow a request starts is
 * the area's own look-up (leave type role, form role, score range), done before it starts one.
 */
export interface RequestKind {
  name: RequestKindName;
  apply(tx: TenantTx, subjectId: number, change: OwnChange): Promise<void>;
  summaries(db: TenantDb, subjectIds: readonly number[], lang: Language): Promise<Map<number, string>>;
}

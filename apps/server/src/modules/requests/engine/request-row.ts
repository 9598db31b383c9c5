import { eq } from 'drizzle-orm';
import { workflowRequests } from '../../../db/tenant/requests.table.ts';
import type { TenantTx } from '../../../db/tenant-db.ts';

export type RequestRow = typeof workflowRequests.$inferSelect;

/** Writes changes of a request and keeps the in-memory row the transition works on in step. */
export async function updateRequest(
  tx: TenantTx,
  request: RequestRow,
  changes: Partial<Omit<RequestRow, 'id'>>,
): Promise<void> {
  Object.assign(request, changes);
  await tx.update(workflowRequests).set(changes).where(eq(workflowRequests.id, request.id));
}

/** A request's row, locked for the transition (`for update`): one transition of a request at a time. */
export async function lockRequest(tx: TenantTx, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(workflowRequests)
    .where(eq(workflowRequests.id, requestId))
    .for('update');
  return row;
}

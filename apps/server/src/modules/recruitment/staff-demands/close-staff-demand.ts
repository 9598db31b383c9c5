import { eq } from 'drizzle-orm';
import { staffDemands } from '../../../db/tenant/staff-demands.table.ts';
import type { TenantDb, TenantTx } from '../../../db/tenant-db.ts';
import { DomainError, ok, refuse, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';

/**
 * A demand locked for a change of HR's (its results, its close): it must exist (NotFound) and be open —
 * approved, or still running for the results — else refused and nothing changes.
 */
export async function openDemand(tx: TenantDb | TenantTx, id: number, allowRunning: boolean): Promise<void> {
  const [demand] = await tx
    .select({ state: staffDemands.state })
    .from(staffDemands)
    .where(eq(staffDemands.id, id))
    .for('update');
  if (!demand) throw new DomainError('NotFound');
  if (demand.state === 'running' && !allowRunning) throw refuse('StaffDemandInApproval');
  if (demand.state !== 'approved' && demand.state !== 'running') throw refuse('StaffDemandNotOpen');
}

/**
 * Panel `closeStaffDemand {id}`: HR closes an approved demand (state closed, completed now). One still in
 * approval is refused (its request is cancelled on 'Süreçler' instead); one already ended stays as it is.
 */
export async function closeStaffDemand(
  { db, services }: OperationContext,
  { id }: { id: number },
): Promise<Envelope<{ id: number }>> {
  await db.transaction(async (tx) => {
    await openDemand(tx, id, false);
    await tx
      .update(staffDemands)
      .set({ state: 'closed', isCompleted: true, completedDate: services.clock.now() })
      .where(eq(staffDemands.id, id));
  });
  return ok({ id });
}

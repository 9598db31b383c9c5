import { eq } from 'drizzle-orm';
import { staffDemandResource } from '@pano/contract';
import { staffDemands } from '../../../db/tenant/staff-demands.table.ts';
import type { TenantDb, TenantTx } from '../../../db/tenant-db.ts';
import { DomainError, ok, refuse, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { actorOf, recordChange } from '../../../crud/record-change.ts';

/**
 * A demand locked for a change of HR's (its results, its close): it must exist (NotFound) and be open —
 * approved, or still running for the results — else refused and nothing changes.
 */
export async function openDemand(
  tx: TenantDb | TenantTx,
  id: number,
  allowRunning: boolean,
): Promise<string> {
  const [demand] = await tx
    .select({ state: staffDemands.state })
    .from(staffDemands)
    .where(eq(staffDemands.id, id))
    .for('update');
  if (!demand) throw new DomainError('NotFound');
  if (demand.state === 'running' && !allowRunning) throw refuse('StaffDemandInApproval');
  if (demand.state !== 'approved' && demand.state !== 'running') throw refuse('StaffDemandNotOpen');
  return demand.state;
}

/**
 * Panel `closeStaffDemand {id}`: HR closes an approved demand (state closed, completed now). One still in
 * approval is refused (its request is cancelled on 'Süreçler' instead); one already ended stays as it is.
 */
export async function closeStaffDemand(
  ctx: OperationContext,
  { id }: { id: number },
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction(async (tx) => {
    const was = await openDemand(tx, id, false);
    const completedDate = ctx.services.clock.now();
    await tx
      .update(staffDemands)
      .set({ state: 'closed', isCompleted: true, completedDate })
      .where(eq(staffDemands.id, id));
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'recruitment',
      entity: staffDemandResource.typeName,
      entityId: id,
      action: 'closeStaffDemand',
      changes: {
        state: { old: was, new: 'closed' },
        isCompleted: { old: false, new: true },
        completedDate: { new: completedDate.toISOString() },
      },
    });
  });
  return ok({ id });
}

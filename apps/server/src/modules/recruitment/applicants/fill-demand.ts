import { and, eq, notInArray } from 'drizzle-orm';
import { staffDemands } from '../../../db/tenant/staff-demands.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';

/**
 * A hire fills the staff demand its offer was for (issue 28 §3: a demand completes when an offer is
 * accepted). Staff demands belong to their own module; this is the one write applicants make to them, and
 * it leaves a demand that was refused or cancelled as it was.
 */
export async function markDemandFilled(db: TenantDb, staffDemandId: number, at: Date): Promise<void> {
  await db
    .update(staffDemands)
    .set({ state: 'filled', isCompleted: true, completedDate: at })
    .where(
      and(eq(staffDemands.id, staffDemandId), notInArray(staffDemands.state, ['rejected', 'cancelled'])),
    );
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { PermissionStatus } from '@pano/contract';
import { permissions } from '../../db/tenant/leave.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

export interface LeaveBalance {
  /** The user's leave entitlement (`users.totalDayOff`). */
  totalDayOff: number;
  /** Working days of approved requests. */
  usedDays: number;
  /** Working days of waiting requests. */
  pendingDays: number;
  /** What a new request may still take: total − used − pending. */
  remainingDays: number;
}

/** A user's balance: waiting and approved requests count against `totalDayOff` (docs/leave.md). */
export async function balanceOf(db: TenantDb | TenantTx, userId: number): Promise<LeaveBalance> {
  const [user] = await db.select({ totalDayOff: users.totalDayOff }).from(users).where(eq(users.id, userId));
  const sums = await db
    .select({
      status: permissions.permissionStatusId,
      days: sql<number>`coalesce(sum(${permissions.dayCount}), 0)`.mapWith(Number),
    })
    .from(permissions)
    .where(
      and(
        eq(permissions.userId, userId),
        inArray(permissions.permissionStatusId, [PermissionStatus.Waiting, PermissionStatus.Approved]),
      ),
    )
    .groupBy(permissions.permissionStatusId);
  const days = (status: number) => sums.find((row) => row.status === status)?.days ?? 0;
  const totalDayOff = Number(user?.totalDayOff ?? 0);
  const usedDays = days(PermissionStatus.Approved);
  const pendingDays = days(PermissionStatus.Waiting);
  return { totalDayOff, usedDays, pendingDays, remainingDays: totalDayOff - usedDays - pendingDays };
}

/** My leave balance on the portal. */
export async function myLeaveBalance({ db, session }: OperationContext): Promise<Envelope<LeaveBalance>> {
  return ok(await balanceOf(db, session.userId));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { PermissionStatus, type LeaveDraw } from '@pano/contract';
import { permissions, permissionTypes } from '../../db/tenant/leave.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { turkishDay } from '../../kernel/clock.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { myPermissionTypeRows } from './my-permissions.ts';
import { annualBalanceOn, leaveHolder, type LeaveBalance } from './leave-ledger.ts';

export type { LeaveBalance } from './leave-ledger.ts';

/** One leave type's numbers for its requester (issue 29 §1): what it draws on and what is left of it. */
export interface LeaveTypeBalance {
  permissionTypeId: number;
  name: string;
  drawsOn: LeaveDraw;
  /** The days it may take: the annual entitlement, the type's own days this year, none (null). */
  allowance: number | null;
  usedDays: number;
  pendingDays: number;
  /** Null when the type draws on nothing. */
  remainingDays: number | null;
}

type Db = TenantDb | TenantTx;
const COUNTED = [PermissionStatus.Waiting, PermissionStatus.Approved];
const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The user's waiting and approved days per type and status; a type's own allowance counts the requests
 * starting in one calendar year (`year`). The annual entitlement is counted per service year
 * (`annualBalance`).
 */
async function countedDays(db: Db, userId: number, year: number) {
  return db
    .select({
      typeId: permissions.permissionTypeId,
      drawsOn: permissionTypes.drawsOn,
      status: permissions.permissionStatusId,
      days: sql<number>`coalesce(sum(${permissions.dayCount}), 0)`.mapWith(Number),
    })
    .from(permissions)
    .innerJoin(permissionTypes, eq(permissionTypes.id, permissions.permissionTypeId))
    .where(
      and(
        eq(permissions.userId, userId),
        inArray(permissions.permissionStatusId, COUNTED),
        sql`(${permissionTypes.drawsOn} <> 'own' OR extract(year from ${permissions.startDate}) = ${year})`,
      ),
    )
    .groupBy(permissions.permissionTypeId, permissionTypes.drawsOn, permissions.permissionStatusId);
}

type Counted = Awaited<ReturnType<typeof countedDays>>;
const sum = (rows: Counted, status: number, keep: (row: Counted[number]) => boolean) =>
  rows.filter((row) => row.status === status && keep(row)).reduce((total, row) => total + row.days, 0);

/**
 * A user's annual balance for leave starting on `day` (docs/leave.md): the service year it falls in, or
 * `totalDayOff` against every annual request for a user without a hire date.
 */
export async function annualBalance(db: Db, userId: number, day: string): Promise<LeaveBalance> {
  const holder = await leaveHolder(db, userId);
  if (!holder) return { totalDayOff: 0, usedDays: 0, pendingDays: 0, remainingDays: 0 };
  const { year: _year, ...balance } = await annualBalanceOn(db, holder, day);
  return balance;
}

/** What is left of a type's own yearly allowance in the year a request starts. */
export async function ownLeft(
  db: Db,
  userId: number,
  type: { id: number; yearlyDays: number | null },
  startDate: string,
): Promise<number> {
  const rows = await countedDays(db, userId, yearOf(startDate));
  const mine = (row: Counted[number]) => row.typeId === type.id;
  return (
    (type.yearlyDays ?? 0) -
    sum(rows, PermissionStatus.Approved, mine) -
    sum(rows, PermissionStatus.Waiting, mine)
  );
}

/** My leave balance on the portal: the annual totals as before, and every type I may request this year. */
export async function myLeaveBalance(
  ctx: OperationContext,
): Promise<Envelope<LeaveBalance & { types: LeaveTypeBalance[] }>> {
  const { db, session } = ctx;
  const today = turkishDay(ctx.services.clock.now());
  const [annual, rows, types] = await Promise.all([
    annualBalance(db, session.userId, today),
    countedDays(db, session.userId, yearOf(today)),
    myPermissionTypeRows(db, session.userId),
  ]);
  return ok({
    ...annual,
    types: types.map((type) => {
      const drawsOn = type.drawsOn as LeaveDraw;
      if (drawsOn === 'annual')
        return {
          permissionTypeId: type.id,
          name: type.name,
          drawsOn,
          allowance: annual.totalDayOff,
          ...annual,
        };
      const mine = (row: Counted[number]) => row.typeId === type.id;
      const usedDays = sum(rows, PermissionStatus.Approved, mine);
      const pendingDays = sum(rows, PermissionStatus.Waiting, mine);
      const allowance = drawsOn === 'own' ? (type.yearlyDays ?? 0) : null;
      const remainingDays = allowance === null ? null : allowance - usedDays - pendingDays;
      return {
        permissionTypeId: type.id,
        name: type.name,
        drawsOn,
        allowance,
        usedDays,
        pendingDays,
        remainingDays,
      };
    }),
  });
}

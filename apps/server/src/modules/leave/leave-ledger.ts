import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PermissionStatus } from '@pano/contract';
import { leaveLedger, permissions, permissionTypes } from '../../db/tenant/leave.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { lawEntitlement, serviceYear, serviceYearOn, type ServiceYear } from './seniority.ts';

export interface LeaveBalance {
  /** The annual entitlement of the service year (or, without a hire date, `users.totalDayOff`). */
  totalDayOff: number;
  /** Working days of approved requests of the types that draw on it. */
  usedDays: number;
  /** Working days of waiting requests of those types. */
  pendingDays: number;
  /** What a new request may still take: total − used − pending. */
  remainingDays: number;
}

/** Who the entitlement is computed for: the columns it depends on. */
export interface LeaveHolder {
  id: number;
  hireDate: string | null;
  birthDate: string | null;
  totalDayOff: number;
}

export async function leaveHolder(db: TenantDb, userId: number, lock = false): Promise<LeaveHolder | null> {
  const query = db
    .select({
      id: users.id,
      hireDate: users.hireDate,
      birthDate: users.birthDate,
      totalDayOff: users.totalDayOff,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? { ...row, totalDayOff: Number(row.totalDayOff) } : null;
}

/** The ledger's figures of one service year: HR's figure replaces the grant; carried and adjusted add. */
export async function yearFigures(db: TenantDb, userId: number, leaveYear: string) {
  const rows = await db
    .select({ kind: leaveLedger.kind, days: leaveLedger.days })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.userId, userId), eq(leaveLedger.leaveYear, leaveYear)))
    .orderBy(asc(leaveLedger.id));
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => Number(row.days));
  const total = (kind: string) => of(kind).reduce((sum, days) => sum + days, 0);
  return {
    granted: of('granted')[0] ?? null,
    override: of('override').at(-1) ?? null,
    carried: total('carried'),
    adjusted: total('adjusted'),
  };
}

/**
 * A service year's entitlement: HR's figure for it, else its grant, else (a year not granted yet) the
 * law's figure, plus the days carried into it and HR's adjustments.
 */
export async function yearEntitlement(db: TenantDb, holder: LeaveHolder, year: ServiceYear): Promise<number> {
  const figures = await yearFigures(db, holder.id, year.start);
  const base =
    figures.override ??
    figures.granted ??
    lawEntitlement(holder.hireDate ?? year.start, holder.birthDate, year);
  return base + figures.carried + figures.adjusted;
}

/** Approved and waiting days of annual types starting in [from, to) (all of them without bounds). */
export async function annualUsage(db: TenantDb, userId: number, from?: string, to?: string) {
  const rows = await db
    .select({
      status: permissions.permissionStatusId,
      days: sql<number>`coalesce(sum(${permissions.dayCount}), 0)`.mapWith(Number),
    })
    .from(permissions)
    .innerJoin(permissionTypes, eq(permissionTypes.id, permissions.permissionTypeId))
    .where(
      and(
        eq(permissions.userId, userId),
        eq(permissionTypes.drawsOn, 'annual'),
        inArray(permissions.permissionStatusId, [PermissionStatus.Waiting, PermissionStatus.Approved]),
        from ? gte(permissions.startDate, from) : undefined,
        to ? lt(permissions.startDate, to) : undefined,
      ),
    )
    .groupBy(permissions.permissionStatusId);
  const of = (status: number) => rows.find((row) => row.status === status)?.days ?? 0;
  return { usedDays: of(PermissionStatus.Approved), pendingDays: of(PermissionStatus.Waiting) };
}

const balance = (totalDayOff: number, usage: { usedDays: number; pendingDays: number }): LeaveBalance => ({
  totalDayOff,
  ...usage,
  remainingDays: totalDayOff - usage.usedDays - usage.pendingDays,
});

/** A service year's balance: its entitlement against the annual requests that start in it. */
export async function yearBalance(
  db: TenantDb,
  holder: LeaveHolder,
  year: ServiceYear,
): Promise<LeaveBalance> {
  const [total, usage] = await Promise.all([
    yearEntitlement(db, holder, year),
    annualUsage(db, holder.id, year.start, year.end),
  ]);
  return balance(total, usage);
}

/**
 * The annual balance a day's leave draws on (docs/leave.md): with a hire date, the service year the day
 * falls in (before the hire date: nothing); without one, `totalDayOff` against every annual request, as
 * before the ledger.
 */
export async function annualBalanceOn(
  db: TenantDb,
  holder: LeaveHolder,
  day: string,
): Promise<LeaveBalance & { year: ServiceYear | null }> {
  if (!holder.hireDate)
    return { ...balance(holder.totalDayOff, await annualUsage(db, holder.id)), year: null };
  const year = serviceYearOn(holder.hireDate, day);
  if (!year) return { ...balance(0, await annualUsage(db, holder.id, undefined, holder.hireDate)), year };
  return { ...(await yearBalance(db, holder, year)), year };
}

/** The service year before `year`, or null for the first. */
export const previousYear = (hireDate: string, year: ServiceYear) =>
  year.index > 0 ? serviceYear(hireDate, year.index - 1) : null;

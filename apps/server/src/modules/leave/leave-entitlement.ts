import { and, desc, eq } from 'drizzle-orm';
import { PermissionStatus } from '@pano/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { leaveAdjustmentInput, leaveEntitlementInput } from '@pano/contract';
import { leaveLedger, permissions, permissionTypes } from '../../db/tenant/leave.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { lockName } from '../../db/lock-name.ts';
import { turkishDay } from '../../kernel/clock.ts';
import { DomainError, ok, refuse, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { actorOf, diff, recordChange } from '../../crud/record-change.ts';
import { fullNameOf } from '../people/full-name.ts';
import { annualBalanceOn, leaveHolder, type LeaveBalance, type LeaveHolder } from './leave-ledger.ts';
import { syncTotalDayOff } from './leave-rollover.ts';
import { lawEntitlement, serviceYear, serviceYearOn } from './seniority.ts';
import { shownDay } from './leave.request-kind.ts';

export interface LeaveLedgerRow {
  /** The ledger row's id; for `used`, the request's. */
  id: number;
  /** A written row's kind (granted, carried, adjusted, override) or `used`: an approved request. */
  kind: string;
  days: number;
  leaveYear: string;
  reason: string | null;
  createdBy: number | null;
  /** Who wrote it; null for the roll-over job. */
  createdByName: string | null;
  createTime: Date;
}

/** A user's annual leave as the user detail shows it: the current service year's balance and the ledger. */
export interface LeaveEntitlement extends LeaveBalance {
  userId: number;
  hireDate: string | null;
  /** The current service year's first day and the next one's; null without a hire date or before it. */
  leaveYear: string | null;
  yearEnd: string | null;
  /** The law's days for the current service year (Law 4857 Art. 53); null without a hire date. */
  lawDays: number | null;
  rows: LeaveLedgerRow[];
}

const writer = alias(users, 'ledger_writer');

/** The user's ledger, newest year first, each year's rows in the order written. */
async function ledgerRows(db: TenantDb, userId: number): Promise<LeaveLedgerRow[]> {
  const rows = await db
    .select({
      id: leaveLedger.id,
      kind: leaveLedger.kind,
      days: leaveLedger.days,
      leaveYear: leaveLedger.leaveYear,
      reason: leaveLedger.reason,
      createdBy: leaveLedger.createdBy,
      createTime: leaveLedger.createTime,
      name: writer.name,
      surname: writer.surname,
    })
    .from(leaveLedger)
    .leftJoin(writer, eq(writer.id, leaveLedger.createdBy))
    .where(eq(leaveLedger.userId, userId))
    .orderBy(desc(leaveLedger.leaveYear), desc(leaveLedger.id));
  return rows.map(({ name, surname, ...row }) => ({
    ...row,
    days: Number(row.days),
    createdByName: name === null || surname === null ? null : fullNameOf({ name, surname }),
  }));
}

/**
 * The approved requests of the types that draw on the entitlement, as the ledger shows them (`used`): the
 * days taken (negative) in the service year the leave starts in, when it was decided, who took it, and the
 * type with its dates as the reason. Read from the requests, never written: a cancelled leave leaves it.
 */
async function usedRows(db: TenantDb, userId: number, hireDate: string): Promise<LeaveLedgerRow[]> {
  const rows = await db
    .select({
      id: permissions.id,
      days: permissions.dayCount,
      start: permissions.startDate,
      end: permissions.endDate,
      completedDate: permissions.completedDate,
      createTime: permissions.createTime,
      type: permissionTypes.name,
      name: users.name,
      surname: users.surname,
    })
    .from(permissions)
    .innerJoin(permissionTypes, eq(permissionTypes.id, permissions.permissionTypeId))
    .innerJoin(users, eq(users.id, permissions.userId))
    .where(
      and(
        eq(permissions.userId, userId),
        eq(permissions.permissionStatusId, PermissionStatus.Approved),
        eq(permissionTypes.drawsOn, 'annual'),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    kind: 'used',
    days: -Number(row.days),
    leaveYear: (serviceYearOn(hireDate, row.start) ?? serviceYear(hireDate, 0)).start,
    reason: `${row.type}: ${shownDay(row.start)} – ${shownDay(row.end)}`,
    createdBy: userId,
    createdByName: fullNameOf({ name: row.name, surname: row.surname }),
    createTime: row.completedDate ?? row.createTime,
  }));
}

/** The ledger's rows and the leave taken, newest service year first, each year newest first. */
async function shownRows(db: TenantDb, userId: number, hireDate: string | null): Promise<LeaveLedgerRow[]> {
  const written = await ledgerRows(db, userId);
  if (!hireDate) return written;
  return [...written, ...(await usedRows(db, userId, hireDate))].sort(
    (a, b) =>
      b.leaveYear.localeCompare(a.leaveYear) ||
      new Date(b.createTime).getTime() - new Date(a.createTime).getTime(),
  );
}

/** A user's entitlement on the panel (issue 29 §3): balance of the current service year and the ledger. */
export async function leaveEntitlement(
  ctx: OperationContext,
  userId: number,
): Promise<Envelope<LeaveEntitlement>> {
  const holder = await leaveHolder(ctx.db, userId);
  if (!holder) throw new DomainError('NotFound');
  const today = turkishDay(ctx.services.clock.now());
  const { year, ...balance } = await annualBalanceOn(ctx.db, holder, today);
  return ok({
    userId,
    hireDate: holder.hireDate,
    leaveYear: year?.start ?? null,
    yearEnd: year?.end ?? null,
    lawDays: holder.hireDate && year ? lawEntitlement(holder.hireDate, holder.birthDate, year) : null,
    ...balance,
    rows: await shownRows(ctx.db, userId, holder.hireDate),
  });
}

/** The user, locked as a leave request locks them, with a hire date (else refused: no ledger to write). */
async function ledgerHolder(db: TenantDb, userId: number): Promise<LeaveHolder & { hireDate: string }> {
  await lockName(db, `permissions:user:${userId}`);
  const holder = await leaveHolder(db, userId, true);
  if (!holder) throw new DomainError('NotFound');
  if (!holder.hireDate) throw refuse('LeaveNoHireDate');
  return { ...holder, hireDate: holder.hireDate };
}

/** HR's ledger row in the history (docs/history.md): whose, which year, how many days, why. */
const recordLedger = (
  ctx: OperationContext,
  tx: TenantDb,
  action: string,
  id: number,
  values: Record<string, unknown>,
) =>
  recordChange(tx, {
    actor: actorOf(ctx),
    area: 'leave',
    entity: 'LeaveLedgerRow',
    entityId: id,
    action,
    changes: diff(null, values),
  });

/**
 * HR adds (or takes away) days of a user's current service year (the first one before the hire date),
 * with a reason, as an `adjusted` ledger row naming who wrote it.
 */
export async function adjustLeaveBalance(
  ctx: OperationContext,
  { userId, days, reason }: z.output<typeof leaveAdjustmentInput>,
): Promise<Envelope<{ id: number }>> {
  const now = ctx.services.clock.now();
  const today = turkishDay(now);
  const id = await ctx.db.transaction(async (tx) => {
    const holder = await ledgerHolder(tx, userId);
    const year = serviceYearOn(holder.hireDate, today) ?? serviceYear(holder.hireDate, 0);
    const values = { userId, kind: 'adjusted', days, reason, leaveYear: year.start };
    const [row] = await tx
      .insert(leaveLedger)
      .values({ ...values, createdBy: ctx.session.userId })
      .returning({ id: leaveLedger.id });
    await syncTotalDayOff(tx, holder, today);
    await recordLedger(ctx, tx, 'adjustLeaveBalance', row?.id ?? 0, values);
    return row?.id ?? 0;
  });
  return ok({ id });
}

/**
 * HR sets the days granted for one of a user's service years (named by its first day) instead of the law's:
 * an `override` ledger row, with who and why; the year's carried days and adjustments still add to it.
 */
export async function setLeaveEntitlement(
  ctx: OperationContext,
  { userId, leaveYear, days, reason }: z.output<typeof leaveEntitlementInput>,
): Promise<Envelope<{ id: number }>> {
  const today = turkishDay(ctx.services.clock.now());
  const id = await ctx.db.transaction(async (tx) => {
    const holder = await ledgerHolder(tx, userId);
    if (serviceYearOn(holder.hireDate, leaveYear)?.start !== leaveYear)
      throw refuse(
        'LeaveNotServiceYear',
        'Validation',
        { day: shownDay(leaveYear), hireDate: shownDay(holder.hireDate) },
        'leaveYear',
      );
    const values = { userId, kind: 'override', days, reason, leaveYear };
    const [row] = await tx
      .insert(leaveLedger)
      .values({ ...values, createdBy: ctx.session.userId })
      .returning({ id: leaveLedger.id });
    await syncTotalDayOff(tx, holder, today);
    await recordLedger(ctx, tx, 'setLeaveEntitlement', row?.id ?? 0, values);
    return row?.id ?? 0;
  });
  return ok({ id });
}

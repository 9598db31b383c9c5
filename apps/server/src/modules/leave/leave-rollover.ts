import { eq } from 'drizzle-orm';
import { leaveLedger } from '../../db/tenant/leave.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { completeJob, type NewJob } from '../../jobs/job-queue.ts';
import type { JobBox } from '../../jobs/job-service.ts';
import { turkishDay } from '../../kernel/clock.ts';
import type { JobHandler } from '../area.ts';
import { settingValue } from '../settings/setting-value.ts';
import {
  leaveHolder,
  previousYear,
  yearBalance,
  yearEntitlement,
  yearFigures,
  type LeaveHolder,
} from './leave-ledger.ts';
import { lawEntitlement, serviceYear, serviceYearOn, type ServiceYear } from './seniority.ts';

/** The job that renews a user's annual leave on a work anniversary (docs/leave.md, Entitlement). */
export const ANNIVERSARY_JOB = 'leave.anniversary';

interface AnniversaryPayload {
  userId: number;
  /** The service year it opens (its first day). */
  leaveYear: string;
}

/** Midnight of a calendar day in Turkey (UTC+3), where leave days are counted. */
const turkishMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

/** The tenant's carry-over limit (setting `leaveCarryOverDays`, 0 by default). */
async function carryOverLimit(db: TenantDb): Promise<number> {
  const value = Number((await settingValue(db, 'leaveCarryOverDays')) ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Grants a service year once (a unique grant per user and year): the law's days, and what was left of the
 * year before, up to the tenant's limit, carried in. A year already granted is left as it is.
 */
async function grantYear(db: TenantDb, holder: LeaveHolder, year: ServiceYear): Promise<void> {
  const hireDate = holder.hireDate ?? year.start;
  const granted = await db
    .insert(leaveLedger)
    .values({
      userId: holder.id,
      kind: 'granted',
      days: lawEntitlement(hireDate, holder.birthDate, year),
      leaveYear: year.start,
    })
    .onConflictDoNothing()
    .returning({ id: leaveLedger.id });
  if (!granted.length) return;
  const limit = await carryOverLimit(db);
  const before = previousYear(hireDate, year);
  if (!limit || !before) return;
  const figures = await yearFigures(db, holder.id, before.start);
  // only a year the ledger kept carries over (not the years before the hire date was entered)
  if (figures.granted === null && figures.override === null) return;
  const left = (await yearBalance(db, holder, before)).remainingDays;
  const days = Math.min(limit, Math.floor(Math.max(0, left) * 2) / 2);
  if (days > 0)
    await db.insert(leaveLedger).values({ userId: holder.id, kind: 'carried', days, leaveYear: year.start });
}

/**
 * Keeps `users.totalDayOff` the current service year's entitlement, so clients of the spec (the user
 * dialog, `myLeaveBalance.totalDayOff`) read the same figure as the ledger.
 */
export async function syncTotalDayOff(db: TenantDb, holder: LeaveHolder, today: string): Promise<void> {
  if (!holder.hireDate) return;
  const year = serviceYearOn(holder.hireDate, today);
  const totalDayOff = year ? await yearEntitlement(db, holder, year) : 0;
  await db.update(users).set({ totalDayOff }).where(eq(users.id, holder.id));
}

/** The roll-over job of the next service year starting after `today` (one per user and year). */
export function nextAnniversary(userId: number, hireDate: string, today: string): NewJob {
  const current = serviceYearOn(hireDate, today);
  const next = serviceYear(hireDate, current ? current.index + 1 : 0);
  return {
    name: ANNIVERSARY_JOB,
    key: `leave-anniversary:${userId}:${next.start}`,
    payload: { userId, leaveYear: next.start } satisfies AnniversaryPayload,
    runAt: turkishMidnight(next.start),
  };
}

/** Queues the roll-over of the next service year starting after `today`. */
async function scheduleNext(db: TenantDb, jobs: JobBox, holder: LeaveHolder, today: string): Promise<void> {
  if (holder.hireDate) await jobs.enqueue(db, nextAnniversary(holder.id, holder.hireDate, today));
}

/**
 * A user's entitlement after their hire date was entered or changed (in the write's transaction): the
 * current service year granted when it is not yet, `totalDayOff` brought in line and the next
 * anniversary's roll-over queued. Without a hire date nothing changes (`totalDayOff` is HR's figure).
 */
export async function renewEntitlement(db: TenantDb, jobs: JobBox, userId: number, now: Date): Promise<void> {
  const holder = await leaveHolder(db, userId, true);
  if (!holder?.hireDate) return;
  const today = turkishDay(now);
  const year = serviceYearOn(holder.hireDate, today);
  if (year) await grantYear(db, holder, year);
  await syncTotalDayOff(db, holder, today);
  await scheduleNext(db, jobs, holder, today);
}

/**
 * The work anniversary (docs/leave.md): grants the new service year with the days carried over, brings
 * `totalDayOff` in line and queues the next one, in one transaction with the job's end, so a second run
 * grants nothing. A job whose year no longer starts a service year (the hire date changed) is dropped.
 */
export const anniversaryJob: JobHandler = async (job, ctx) => {
  const { userId, leaveYear } = job.payload as unknown as AnniversaryPayload;
  const now = ctx.services.clock.now();
  const today = turkishDay(now);
  await ctx.db.transaction(async (tx) => {
    const holder = await leaveHolder(tx, userId, true);
    const year = holder?.hireDate ? serviceYearOn(holder.hireDate, leaveYear) : null;
    if (!holder || !year || year.start !== leaveYear) {
      await completeJob(tx, job.id, now, 'dropped');
      return;
    }
    if (leaveYear > today) throw new Error(`leave year ${leaveYear} has not started (${today})`);
    await grantYear(tx, holder, year);
    await syncTotalDayOff(tx, holder, today);
    await scheduleNext(tx, ctx.jobs, holder, leaveYear);
    await completeJob(tx, job.id, now);
  });
};

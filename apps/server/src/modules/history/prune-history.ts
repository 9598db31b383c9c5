import { lt } from 'drizzle-orm';
import { auditLog } from '../../db/tenant/audit.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { insertJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../area.ts';
import { settingValue } from '../settings/setting-value.ts';

export const PRUNE_JOB = 'history.prune';
const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 365;

/** The day's retention job: its key names the day, so however often it is queued it runs once a day. */
const pruneJob = (at: Date) => ({
  name: PRUNE_JOB,
  key: `${PRUNE_JOB}:${at.toISOString().slice(0, 10)}`,
  payload: {},
  runAt: at,
});

/** How many days the tenant keeps its history (`auditRetentionDays`, 365 unless set). */
export async function retentionDays(db: TenantDb): Promise<number> {
  const days = Number(await settingValue(db, 'auditRetentionDays'));
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_DAYS;
}

/** Deletes the history older than the tenant's retention; answers how many rows went. */
export async function pruneHistory(db: TenantDb, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - (await retentionDays(db)) * DAY_MS);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, horizon)).returning({ id: auditLog.id });
  return gone.length;
}

/** The next 03:00 in Turkey (00:00 UTC) after `now`: the retention runs at night, not as a tenant opens. */
export function nextNight(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(0, 0, 0, 0);
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** A tenant that opens has its retention job queued for the coming night (once, by its key). */
export async function queuePrune(db: TenantDb): Promise<void> {
  await insertJob(db, pruneJob(nextNight(new Date())));
}

/**
 * The recurring retention job (docs/history.md): removes rows older than the setting and queues itself for
 * the next night; run twice, the second finds nothing older and queues nothing new (same key).
 */
export const pruneHistoryJob: JobHandler = async (_job, ctx) => {
  const now = ctx.services.clock.now();
  await ctx.db.transaction(async (tx) => {
    await pruneHistory(tx, now);
    await ctx.jobs.enqueue(tx, pruneJob(nextNight(now)));
  });
};

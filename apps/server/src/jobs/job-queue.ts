import { and, asc, eq, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { jobs } from '../db/tenant/jobs.table.ts';

export type Job = typeof jobs.$inferSelect;

export interface NewJob {
  name: string;
  payload: Record<string, unknown>;
  /** Idempotency: a job whose key is already queued (or was) is not added again. */
  key?: string;
  runAt: Date;
  maxAttempts?: number;
}

/** How long a claimed job is its runner's: a runner that died lets it go after this. */
export const JOB_LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Queues a job in the caller's transaction; `true` when it was added (its key was new). */
export async function insertJob(db: TenantDb, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload,
      key: job.key ?? null,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

const open = isNull(jobs.doneAt);

/**
 * Claims up to `limit` due jobs at `now`: rows locked by another claim are skipped (`for update skip
 * locked`), and each claimed job is leased (`locked_until`) and counts an attempt, so two processes on one
 * database never run a job at once and a job whose runner died runs again once its lease is over.
 */
export async function claimJobs(db: TenantDb, now: Date, limit: number): Promise<Job[]> {
  const isDue = and(
    open,
    lte(jobs.runAt, now),
    or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
    lt(jobs.attempts, jobs.maxAttempts),
  );
  // a poll that finds nothing due only reads: an update, even of no row, makes the database's list totals
  // counted again (db/count-cache.ts) and, on PostgreSQL, tells the other processes so — every poll
  const [any] = await db.select({ id: jobs.id }).from(jobs).where(isDue).limit(1);
  if (!any) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(isDue)
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + JOB_LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Done (or dropped: no longer needed); a job already marked stays as it was. */
export async function completeJob(
  db: TenantDb,
  id: number,
  now: Date,
  outcome: 'done' | 'dropped' = 'done',
): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, outcome, lockedUntil: null })
    .where(and(eq(jobs.id, id), open));
}

/** The wait before the next attempt: 30 s, 1 min, 2 min … doubling, at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/** A failed attempt: tried again after the backoff, or given up once its attempts are used. */
export async function failJob(db: TenantDb, job: Job, now: Date, error: string): Promise<'retry' | 'failed'> {
  const last = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      runAt: new Date(now.getTime() + backoffMs(job.attempts)),
      ...(last ? { doneAt: now, outcome: 'failed' } : {}),
    })
    .where(and(eq(jobs.id, job.id), open));
  return last ? 'failed' : 'retry';
}

/** When the tenant's next job falls due (a leased one: when its lease ends), or null when none waits. */
export async function nextJobTime(db: TenantDb): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(sql<Date>`greatest(${jobs.runAt}, coalesce(${jobs.lockedUntil}, ${jobs.runAt}))`) })
    .from(jobs)
    .where(and(open, lt(jobs.attempts, jobs.maxAttempts)));
  const at = row?.at;
  return at == null ? null : new Date(at);
}

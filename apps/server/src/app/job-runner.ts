import type { Services } from '../request/services.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { logger, safeError } from '../kernel/logger.ts';
import { claimJobs, completeJob, failJob, nextJobTime } from '../jobs/job-queue.ts';
import type { JobHandler } from '../modules/area.ts';

/** Every tenant is looked at this often for jobs queued by another process or left by a restart. */
const SWEEP_MS = 60 * 60_000;
const BATCH = 10;

export interface JobRunner {
  /** Runs every due job of every tenant this process knows of; answers how many ran. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs the tenants' background jobs (docs/approvals.md, Background jobs): every JOB_POLL_MS it visits the
 * tenants with a job due, claims their jobs (skip locked, leased) and runs each by name; a failure is tried
 * again after a backoff. At start, and each hour, every active tenant is looked at.
 */
export function startJobRunner(
  services: Services,
  handlers: Readonly<Record<string, JobHandler>>,
): JobRunner {
  const { jobs } = services;
  /** Read at each use: a test may replace the services' clock. */
  const now = () => services.clock.now();
  let lastSweep = -Infinity;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function drain(db: TenantDb, tag: string): Promise<number> {
    let count = 0;
    for (let due = await claimJobs(db, now(), BATCH); due.length; due = await claimJobs(db, now(), BATCH)) {
      for (const job of due) {
        if (stopped) return count;
        count++;
        const handler = handlers[job.name];
        try {
          if (!handler) throw new Error(`no handler for job ${job.name}`);
          await handler(job, { db, tag, jobs: jobs.box(tag), services });
          await completeJob(db, job.id, now());
        } catch (error) {
          const outcome = await failJob(
            db,
            job,
            now(),
            error instanceof Error ? error.message : String(error),
          );
          logger.warn({ tag, jobId: job.id, job: job.name, outcome, err: safeError(error) }, 'job failed');
        }
      }
    }
    jobs.visited(tag, await nextJobTime(db));
    return count;
  }

  async function tenantsToVisit(): Promise<string[]> {
    const tags = new Set(jobs.takeDue());
    const at = now().getTime();
    if (at - lastSweep >= SWEEP_MS || at < lastSweep) {
      lastSweep = at;
      for (const s of await services.control.list()) if (s.isActive) tags.add(s.tag);
    }
    return [...tags];
  }

  async function tick(): Promise<number> {
    let count = 0;
    try {
      for (const tag of await tenantsToVisit()) {
        if (stopped) break;
        count += await services.tenants
          .withTenant(tag, (db) => drain(db, tag))
          .catch((error: unknown) => {
            logger.error({ err: safeError(error), tag }, 'jobs of a tenant failed');
            return 0;
          });
      }
    } catch (error) {
      logger.error({ err: safeError(error) }, 'job sweep failed');
    }
    return count;
  }

  /** One visit at a time: a call while one runs waits for it and then runs again. */
  async function runDue(): Promise<number> {
    while (running) await running;
    running = tick().finally(() => (running = undefined));
    return running;
  }

  const timer =
    services.config.jobPollMs > 0
      ? setInterval(() => {
          if (!running) void runDue();
        }, services.config.jobPollMs)
      : undefined;
  timer?.unref();
  return {
    runDue,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

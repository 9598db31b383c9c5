import type { TenantDb } from '../db/tenant-db.ts';
import type { Clock } from '../kernel/clock.ts';
import { insertJob, type NewJob } from './job-queue.ts';

/** A tenant's job queue, bound to the tenant at the edge (`session.jobs`): a use case queues without a tag. */
export interface JobBox {
  /** Queues a job in the caller's transaction; `true` when it was added (its key was new). */
  enqueue(db: TenantDb, job: NewJob): Promise<boolean>;
}

/** A job queued this recently may not be committed yet when a visit finds nothing: look again soon. */
const COMMIT_GRACE_MS = 10_000;
const LOOK_AGAIN_MS = 1_000;

/**
 * Which tenants have jobs due, as far as this process knows (docs/approvals.md, Background jobs): the ones
 * it queued jobs for, and each visited tenant's next due time. The runner also looks at every tenant when
 * it starts and each hour, for jobs queued by another process or left by a restart.
 */
export class JobService {
  private readonly due = new Map<string, number>();
  private readonly touched = new Map<string, number>();

  /** `clock` is read at each use: a test may replace the services' clock after they are made. */
  constructor(private readonly clock: () => Clock) {}

  box(tag: string): JobBox {
    return {
      enqueue: async (db, job) => {
        const added = await insertJob(db, job);
        if (added) this.wake(tag, job.runAt);
        return added;
      },
    };
  }

  /** The tenant has a job due at `at` (or earlier). */
  wake(tag: string, at: Date): void {
    const current = this.due.get(tag);
    if (current === undefined || at.getTime() < current) this.due.set(tag, at.getTime());
    this.touched.set(tag, this.clock().now().getTime());
  }

  /** The tenants with a job due by now. */
  takeDue(): string[] {
    const now = this.clock().now().getTime();
    return [...this.due].filter(([, at]) => at <= now).map(([tag]) => tag);
  }

  /**
   * After a visit, the tenant's next job time as its database says; a tenant that queued a job moments ago
   * (its transaction may not have committed when the visit looked) is looked at again shortly.
   */
  visited(tag: string, next: Date | null): void {
    const now = this.clock().now().getTime();
    const recent = now - (this.touched.get(tag) ?? -Infinity) < COMMIT_GRACE_MS;
    const soon = recent ? now + LOOK_AGAIN_MS : Infinity;
    const at = Math.min(next?.getTime() ?? Infinity, soon);
    if (Number.isFinite(at)) this.due.set(tag, at);
    else this.due.delete(tag);
  }
}

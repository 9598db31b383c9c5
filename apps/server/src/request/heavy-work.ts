/** How one tenant's heavy operations are let through (HEAVY_WORK_PER_TENANT, HEAVY_WORK_QUEUE). */
export interface HeavyWorkPolicy {
  /** Heavy operations of one tenant that run at once; the rest wait their turn. */
  concurrent: number;
  /** Waiting ones past this are refused (TooManyRequests). */
  queued: number;
}

interface Lane {
  running: number;
  waiting: (() => void)[];
  peak: number;
}

/**
 * A gate per tenant for operations whose cost is above the heavy mark (docs/api.md, Limits): one tenant
 * flooding large lists waits in its own lane, so other tenants' requests are not queued behind it. The
 * embedded default keeps the lanes in the process (LocalHeavyWorkGate); on PostgreSQL they are leases in the
 * control database, shared by every process (request/shared-limits.ts).
 */
export interface HeavyWorkGate {
  /** Waits for the tenant's turn; answers the function that ends it, or null when too many already wait. */
  enter(tenant: string): Promise<(() => void) | null>;
  /** The most heavy operations of a tenant this process saw running at once (for tests and the bench). */
  peak(tenant: string): number;
  /** Forgets what is left of lanes nobody uses (run now and then). */
  prune(): Promise<void>;
}

/** The lanes in this process's memory: several processes behind one balancer each hold their own. */
export class LocalHeavyWorkGate implements HeavyWorkGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly policy: HeavyWorkPolicy) {}

  async enter(tenant: string): Promise<(() => void) | null> {
    const lane = this.laneOf(tenant);
    if (lane.running >= this.policy.concurrent) {
      if (lane.waiting.length >= this.policy.queued) return null;
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    } else lane.running += 1;
    lane.peak = Math.max(lane.peak, lane.running);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = lane.waiting.shift();
      if (next)
        next(); // the slot passes on: `running` stays
      else lane.running -= 1;
    };
  }

  peak(tenant: string): number {
    return this.lanes.get(tenant)?.peak ?? 0;
  }

  prune(): Promise<void> {
    return Promise.resolve(); // a lane is a few numbers per tenant that had heavy work
  }

  private laneOf(tenant: string): Lane {
    let lane = this.lanes.get(tenant);
    if (!lane) this.lanes.set(tenant, (lane = { running: 0, waiting: [], peak: 0 }));
    return lane;
  }
}

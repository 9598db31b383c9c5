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
 * flooding large lists waits in its own lane, so other tenants' requests are not queued behind it.
 */
export class HeavyWorkGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly policy: HeavyWorkPolicy) {}

  /** Waits for the tenant's turn; answers the function that ends it, or null when too many already wait. */
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

  /** The most heavy operations a tenant has had running at once (for tests and the bench). */
  peak(tenant: string): number {
    return this.lanes.get(tenant)?.peak ?? 0;
  }

  private laneOf(tenant: string): Lane {
    let lane = this.lanes.get(tenant);
    if (!lane) this.lanes.set(tenant, (lane = { running: 0, waiting: [], peak: 0 }));
    return lane;
  }
}

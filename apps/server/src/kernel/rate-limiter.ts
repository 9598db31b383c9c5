/** One token bucket to take from: its key (a user, an address, named by its rule) and its rate. */
export interface Bucket {
  key: string;
  /** Requests at once, refilled evenly over a minute. */
  perMinute: number;
}

/**
 * Token buckets per key. The embedded default keeps them in the process (MemoryRateLimiter); on PostgreSQL
 * they live in the control database, shared by every process (request/shared-limits.ts).
 */
export interface RateLimiter {
  /**
   * Takes one request from each bucket in turn, stopping at the first that must wait (the ones before it
   * keep their take): 0 when every bucket lets it go, else the seconds until the refusing one would.
   */
  take(...buckets: Bucket[]): Promise<number>;
  /** Forgets buckets that have refilled completely (run now and then). */
  prune(): Promise<void>;
}

/** The seconds a bucket holding `tokens` (< 1) waits for a whole one, at least 1. */
export function secondsToWait(tokens: number, perMinute: number): number {
  return Math.max(1, Math.ceil(((1 - tokens) * 60) / perMinute));
}

/** Keys kept at most; past it the least recently used are forgotten first. */
const MAX_KEYS = 300_000;

interface Held {
  tokens: number;
  at: number;
}

/** The buckets in this process's memory: several processes behind one balancer each hold their own. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Held>();

  constructor(private readonly now: () => number = Date.now) {}

  take(...buckets: Bucket[]): Promise<number> {
    for (const bucket of buckets) {
      const wait = this.takeOne(bucket);
      if (wait) return Promise.resolve(wait);
    }
    return Promise.resolve(0);
  }

  prune(): Promise<void> {
    return Promise.resolve(); // bounded by MAX_KEYS instead
  }

  private takeOne({ key, perMinute }: Bucket): number {
    const now = this.now();
    const held = this.buckets.get(key);
    const tokens = held
      ? Math.min(perMinute, held.tokens + ((now - held.at) * perMinute) / 60_000)
      : perMinute;
    this.buckets.delete(key); // re-inserted last: the map stays in least-recently-used order
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return secondsToWait(tokens, perMinute);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_KEYS) this.forgetOldest();
    return 0;
  }

  private forgetOldest(): void {
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= MAX_KEYS / 2) return;
      this.buckets.delete(key);
    }
  }
}

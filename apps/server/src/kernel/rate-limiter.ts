/** Keys kept at most; past it the ones that have refilled completely are forgotten first. */
const MAX_KEYS = 100_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key (a token, an address): `perMinute` requests at once, refilled evenly over a
 * minute. It lives in the process; several processes behind one balancer each hold their own.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request for `key`: 0 when it may go, else the seconds until it may. */
  take(key: string): number {
    const now = this.now();
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * perMs)
      : this.perMinute;
    this.buckets.delete(key); // re-inserted last: the map stays in least-recently-used order
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
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

import type { RateLimits } from '../kernel/config.ts';
import { DomainError } from '../kernel/envelope.ts';
import type { RateLimiter } from '../kernel/rate-limiter.ts';

/**
 * Abuse limits (docs/api.md, Limits): the portal's writes per employee (all their tokens together: a new
 * sign-in brings no fresh budget) and per address, and the public
 * routes (tenant look-up, sign-in, password links) per address. A refusal is the envelope's
 * `TooManyRequests` with the seconds to wait. The buckets live where the limiter keeps them: in the process
 * (embedded default) or in the control database, shared by every process (request/shared-limits.ts); each
 * check is one call to it, so one statement on PostgreSQL.
 */
export class RequestLimits {
  constructor(
    private readonly limits: RateLimits,
    private readonly buckets: RateLimiter,
  ) {}

  /** Counts a portal write of an employee (`tag:userId`); throws TooManyRequests past either limit. */
  async portalWrite(user: string, address: string): Promise<void> {
    // the address is counted only when the employee's own budget let the write through
    const wait = await this.buckets.take(
      { key: `write-user:${user}`, perMinute: this.limits.portalWritesPerToken },
      { key: `write-address:${address}`, perMinute: this.limits.portalWritesPerAddress },
    );
    if (wait) throw tooMany(wait);
  }

  /** Counts a public request; answers the refusal past the limit, else null. */
  async publicRequest(address: string): Promise<DomainError | null> {
    const wait = await this.buckets.take({
      key: `public:${address}`,
      perMinute: this.limits.publicPerAddress,
    });
    return wait ? tooMany(wait) : null;
  }

  /** Forgets buckets that have refilled completely (the hourly prune in app/create-server.ts). */
  prune(): Promise<void> {
    return this.buckets.prune();
  }
}

const tooMany = (seconds: number) => new DomainError('TooManyRequests', { seconds });

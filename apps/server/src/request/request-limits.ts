import type { RateLimits } from '../kernel/config.ts';
import { DomainError } from '../kernel/envelope.ts';
import { RateLimiter } from '../kernel/rate-limiter.ts';

/**
 * Abuse limits (docs/api.md, Limits): the portal's writes per employee (all their tokens together: a new
 * sign-in brings no fresh budget) and per address, and the public
 * routes (tenant look-up, sign-in, password links) per address. A refusal is the envelope's
 * `TooManyRequests` with the seconds to wait.
 */
export class RequestLimits {
  private readonly writesByUser: RateLimiter;
  private readonly writesByAddress: RateLimiter;
  private readonly publicByAddress: RateLimiter;

  constructor(limits: RateLimits, now?: () => number) {
    this.writesByUser = new RateLimiter(limits.portalWritesPerToken, now);
    this.writesByAddress = new RateLimiter(limits.portalWritesPerAddress, now);
    this.publicByAddress = new RateLimiter(limits.publicPerAddress, now);
  }

  /** Counts a portal write of an employee (`tag:userId`); throws TooManyRequests past either limit. */
  portalWrite(user: string, address: string): void {
    const wait = this.writesByUser.take(user) || this.writesByAddress.take(address);
    if (wait) throw tooMany(wait);
  }

  /** Counts a public request; answers the refusal past the limit, else null. */
  publicRequest(address: string): DomainError | null {
    const wait = this.publicByAddress.take(address);
    return wait ? tooMany(wait) : null;
  }
}

const tooMany = (seconds: number) => new DomainError('TooManyRequests', { seconds });

import { and, count, eq, gt, inArray, lt, max } from 'drizzle-orm';
import { signInAttempts } from '../db/control.schema.ts';
import type { AttemptPolicy } from '../kernel/config.ts';
import { DomainError } from '../kernel/envelope.ts';
import type { Database } from '../tenancy/database.ts';
import { lockName } from '../db/lock-name.ts';

/** What counts against an account: failures, and attempts still being checked. */
const COUNTED = ['pending', 'failure'];

/** One reserved attempt: say how it ended. */
export interface Attempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export interface ReserveOptions {
  /** Also apply the per-address rule (sign-ins; not a signed-in user's password change). */
  byAddress?: boolean;
  /**
   * A known source of the account (docs/sign-in.md, Known devices): `device:<id>` or `address:<ip>`. Its
   * attempts count only its own failures, so failures from elsewhere do not hold the owner back.
   */
  source?: string | null;
}

/** Seconds an account must still wait before its next attempt, given its counted failures. */
export function waitSeconds(policy: AttemptPolicy, counted: number, sinceLast: number): number {
  if (counted < policy.freeFailures) return 0;
  const delay = Math.min(policy.delaySeconds * 2 ** (counted - policy.freeFailures), policy.maxDelaySeconds);
  return Math.max(0, Math.ceil(delay - sinceLast));
}

/**
 * Every attempt at a secret is reserved before the secret is checked (docs/sign-in.md). Reservation is
 * serialised per account key with a transaction-scoped advisory lock, so parallel requests cannot all pass
 * the check before any of them is counted: each one sees every attempt reserved before it, finished or not.
 * An account gets `freeFailures` failures, then waits a delay that doubles per failure; a success clears
 * the failures that had finished before it, never the attempts still in flight. Refusals happen before the
 * secret is looked at and are the same for existing and unknown accounts, since the key is what was typed.
 */
export class AttemptGuard {
  constructor(
    private readonly db: Database,
    private readonly policy: AttemptPolicy,
  ) {}

  async reserve(accountKey: string, address: string, options: ReserveOptions = {}): Promise<Attempt> {
    const { policy } = this;
    const now = Date.now();
    const verdict = await this.db.transaction(async (tx) => {
      await lockName(tx, accountKey);
      const source = options.source ?? null;
      const [account] = await tx
        .select({ counted: count(), last: max(signInAttempts.createTime) })
        .from(signInAttempts)
        .where(
          and(
            eq(signInAttempts.accountKey, accountKey),
            inArray(signInAttempts.outcome, COUNTED),
            gt(signInAttempts.createTime, new Date(now - policy.memoryHours * 3_600_000)),
            // a known source counts its own failures only; an unknown one counts them all
            source === null ? undefined : eq(signInAttempts.source, source),
          ),
        );
      const sinceLast = account?.last ? (now - new Date(account.last).getTime()) / 1000 : Infinity;
      let wait = waitSeconds(policy, account?.counted ?? 0, sinceLast);
      if (!wait && options.byAddress && (await this.addressBlocked(tx, accountKey, address, now)))
        wait = policy.addressWindowMinutes * 60;
      const [row] = await tx
        .insert(signInAttempts)
        .values({ accountKey, address, source, outcome: wait ? 'refused' : 'pending' })
        .returning({ id: signInAttempts.id });
      return { id: row?.id ?? 0, wait, source };
    });
    if (verdict.wait) throw new DomainError('TooManyAttempts', { minutes: Math.ceil(verdict.wait / 60) });
    return {
      failed: () => this.finish(verdict.id, 'failure'),
      succeeded: async () => {
        await this.finish(verdict.id, 'success');
        // a success from a known source clears that source's failures only: an attacker's stay counted
        await this.db
          .update(signInAttempts)
          .set({ outcome: 'cleared' })
          .where(
            and(
              eq(signInAttempts.accountKey, accountKey),
              eq(signInAttempts.outcome, 'failure'),
              lt(signInAttempts.id, verdict.id),
              verdict.source === null ? undefined : eq(signInAttempts.source, verdict.source),
            ),
          );
      },
    };
  }

  /** An administrator's unlock: the accounts' failures are forgotten (attempts in flight still count). */
  async clear(accountKeys: readonly string[]): Promise<void> {
    if (!accountKeys.length) return;
    await this.db
      .update(signInAttempts)
      .set({ outcome: 'cleared' })
      .where(
        and(inArray(signInAttempts.accountKey, [...accountKeys]), eq(signInAttempts.outcome, 'failure')),
      );
  }

  /** The keys among these that must wait now before another attempt (one statement; the users list's mark). */
  async waiting(accountKeys: readonly string[]): Promise<Set<string>> {
    if (!accountKeys.length) return new Set();
    const now = Date.now();
    const rows = await this.db
      .select({ key: signInAttempts.accountKey, counted: count(), last: max(signInAttempts.createTime) })
      .from(signInAttempts)
      .where(
        and(
          inArray(signInAttempts.accountKey, [...accountKeys]),
          inArray(signInAttempts.outcome, COUNTED),
          gt(signInAttempts.createTime, new Date(now - this.policy.memoryHours * 3_600_000)),
        ),
      )
      .groupBy(signInAttempts.accountKey);
    const waiting = rows.filter((row) => {
      const sinceLast = row.last ? (now - new Date(row.last).getTime()) / 1000 : Infinity;
      return waitSeconds(this.policy, row.counted, sinceLast) > 0;
    });
    return new Set(waiting.map((row) => row.key));
  }

  /** Whether this address signed in to the account within the known days (the portal's known source). */
  async knownAddress(accountKey: string, address: string): Promise<boolean> {
    const [known] = await this.db
      .select({ id: signInAttempts.id })
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.accountKey, accountKey),
          eq(signInAttempts.address, address),
          eq(signInAttempts.outcome, 'success'),
          gt(signInAttempts.createTime, new Date(Date.now() - this.policy.knownDays * 86_400_000)),
        ),
      )
      .limit(1);
    return known !== undefined;
  }

  /** Forgets attempts older than any rule looks back (run now and then). */
  async prune(): Promise<void> {
    const horizon = Math.max(this.policy.knownDays * 24, this.policy.memoryHours);
    await this.db
      .delete(signInAttempts)
      .where(lt(signInAttempts.createTime, new Date(Date.now() - horizon * 3_600_000)));
  }

  private async finish(id: number, outcome: 'failure' | 'success'): Promise<void> {
    await this.db.update(signInAttempts).set({ outcome }).where(eq(signInAttempts.id, id));
  }

  /**
   * An address past its failure limit may only try accounts it signed in to before: an office behind one
   * address keeps signing in while someone there sprays other accounts.
   */
  private async addressBlocked(tx: Database, accountKey: string, address: string, now: number) {
    const { policy } = this;
    const [failures] = await tx
      .select({ value: count() })
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.address, address),
          inArray(signInAttempts.outcome, COUNTED),
          gt(signInAttempts.createTime, new Date(now - policy.addressWindowMinutes * 60_000)),
        ),
      );
    if ((failures?.value ?? 0) < policy.addressMaxFailures) return false;
    const [known] = await tx
      .select({ id: signInAttempts.id })
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.accountKey, accountKey),
          eq(signInAttempts.address, address),
          eq(signInAttempts.outcome, 'success'),
          gt(signInAttempts.createTime, new Date(now - policy.knownDays * 86_400_000)),
        ),
      )
      .limit(1);
    return !known;
  }
}

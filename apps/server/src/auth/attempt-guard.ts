import { and, count, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { signInAttempts } from '../db/control.schema.ts';
import type { AttemptPolicy } from '../kernel/config.ts';
import type { Database } from '../tenancy/database.ts';
import { lockName } from '../db/lock-name.ts';
import { COUNTED, counterOf, counterStats, counterWait } from './attempt-counter.ts';
import { AttemptRefused } from './attempt-refused.ts';

/** One reserved attempt: say how it ended. */
export interface Attempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export interface ReserveOptions {
  /** Also apply the per-address rule (sign-ins; not a signed-in user's password change). */
  byAddress?: boolean;
  /**
   * A device the account knows (docs/sign-in.md, Known devices): `device:<id>`, from a valid device mark. Its
   * attempts have their own counter, so failures from elsewhere do not hold the owner back. Without one, the
   * attempt shares the counter of every client the account does not know.
   */
  source?: string | null;
}

/**
 * Every attempt at a secret is reserved before the secret is checked (docs/sign-in.md). Reservation is
 * serialised per account key with a transaction-scoped advisory lock, so parallel requests cannot all pass
 * the check before any of them is counted: each one sees every attempt reserved before it, finished or not.
 * An account has one counter per device it knows and one shared by every client it does not; each gets
 * `freeFailures` failures, then waits a delay that doubles per failure, and never has more than
 * `accountMaxFailures` checked in the window. A success clears its counter's failures that had finished
 * before it, never the attempts still in flight. Refusals happen before the
 * secret is looked at and are the same for existing and unknown accounts, since the key is what was typed.
 */
export class AttemptGuard {
  constructor(
    private readonly db: Database,
    private readonly policy: AttemptPolicy,
  ) {}

  async reserve(accountKey: string, address: string, options: ReserveOptions = {}): Promise<Attempt> {
    const now = Date.now();
    const source = options.source ?? null;
    const verdict = await this.db.transaction(async (tx) => {
      await lockName(tx, accountKey);
      let wait = await this.counterWaitNow(tx, accountKey, source, now);
      const lockStarted = wait > 0 && (await this.lastLetThrough(tx, accountKey, source));
      if (!wait && options.byAddress && (await this.addressBlocked(tx, accountKey, address, now)))
        wait = this.policy.addressWindowMinutes * 60;
      const [row] = await tx
        .insert(signInAttempts)
        .values({ accountKey, address, source, outcome: wait ? 'refused' : 'pending' })
        .returning({ id: signInAttempts.id });
      return { id: row?.id ?? 0, wait, lockStarted };
    });
    if (verdict.wait) throw new AttemptRefused(verdict.wait, verdict.lockStarted);
    return {
      failed: () => this.finish(verdict.id, 'failure'),
      succeeded: async () => {
        await this.finish(verdict.id, 'success');
        // a success clears its own counter's failures only: a device's success leaves the attacker's counted
        await this.db
          .update(signInAttempts)
          .set({ outcome: 'cleared' })
          .where(
            and(
              counterOf(accountKey, source),
              eq(signInAttempts.outcome, 'failure'),
              lt(signInAttempts.id, verdict.id),
            ),
          );
      },
    };
  }

  /** Seconds one account's counter must wait (see `counterStats` and `counterWait`). */
  private async counterWaitNow(tx: Database, accountKey: string, source: string | null, now: number) {
    const [row] = await tx
      .select(counterStats(this.policy, now))
      .from(signInAttempts)
      .where(and(counterOf(accountKey, source), this.counted(now)));
    return row ? counterWait(this.policy, row, now) : 0;
  }

  /** The attempts that count against a counter now: failures and attempts in flight, within the memory. */
  private counted(now: number) {
    return and(
      inArray(signInAttempts.outcome, COUNTED),
      gt(signInAttempts.createTime, new Date(now - this.policy.memoryHours * 3_600_000)),
    );
  }

  /** Whether the counter's latest attempt was let through (so a refusal now is the start of a lock). */
  private async lastLetThrough(tx: Database, accountKey: string, source: string | null) {
    const [last] = await tx
      .select({ outcome: signInAttempts.outcome })
      .from(signInAttempts)
      .where(counterOf(accountKey, source))
      .orderBy(desc(signInAttempts.id))
      .limit(1);
    return last !== undefined && last.outcome !== 'refused';
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
      .select({ key: signInAttempts.accountKey, ...counterStats(this.policy, now) })
      .from(signInAttempts)
      .where(
        and(
          inArray(signInAttempts.accountKey, [...accountKeys]),
          isNull(signInAttempts.source),
          this.counted(now),
        ),
      )
      .groupBy(signInAttempts.accountKey);
    return new Set(rows.filter((row) => counterWait(this.policy, row, now) > 0).map((row) => row.key));
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

import { and, count, eq, isNull, max, sql } from 'drizzle-orm';
import { signInAttempts } from '../db/control.schema.ts';
import type { AttemptPolicy } from '../kernel/config.ts';

/** What counts against an account: failures, and attempts still being checked. */
export const COUNTED = ['pending', 'failure'];

/** The attempts of one counter of an account: a known device's, or the unknown clients' (no source). */
export const counterOf = (accountKey: string, source: string | null) =>
  and(
    eq(signInAttempts.accountKey, accountKey),
    source === null ? isNull(signInAttempts.source) : eq(signInAttempts.source, source),
  );

/** Seconds an account must still wait before its next attempt, given its counted failures. */
export function waitSeconds(policy: AttemptPolicy, counted: number, sinceLast: number): number {
  if (counted < policy.freeFailures) return 0;
  const delay = Math.min(policy.delaySeconds * 2 ** (counted - policy.freeFailures), policy.maxDelaySeconds);
  return Math.max(0, Math.ceil(delay - sinceLast));
}

/** What a counter's wait is decided from, as select columns: counted attempts, the last, those in the window. */
export function counterStats(policy: AttemptPolicy, now: number) {
  const windowStart = new Date(now - policy.accountWindowMinutes * 60_000).toISOString();
  const inWindow = sql`${signInAttempts.createTime} > ${windowStart}::timestamptz`;
  return {
    counted: count(),
    last: max(signInAttempts.createTime),
    inWindow: sql<number>`count(*) filter (where ${inWindow})`.mapWith(Number),
    firstInWindow:
      sql<number>`extract(epoch from min(${signInAttempts.createTime}) filter (where ${inWindow}))`.mapWith(
        Number,
      ),
  };
}

/**
 * Seconds a counter must wait: `freeFailures`, then the growing delay; and never more than
 * `accountMaxFailures` checked in `accountWindowMinutes`, whatever the delays are set to.
 */
export function counterWait(
  policy: AttemptPolicy,
  row: { counted: number; last: Date | string | null; inWindow: number; firstInWindow: number | null },
  now: number,
): number {
  const sinceLast = row.last ? (now - new Date(row.last).getTime()) / 1000 : Infinity;
  const delay = waitSeconds(policy, row.counted, sinceLast);
  if (row.inWindow < policy.accountMaxFailures) return delay;
  const windowEnd = (row.firstInWindow ?? 0) + policy.accountWindowMinutes * 60;
  return Math.max(delay, 1, Math.ceil(windowEnd - now / 1000));
}

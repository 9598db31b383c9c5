import type { EngineEnv } from './engine-env.ts';
import type { RequestRow } from './request-row.ts';
import type { VersionStep } from './version-graph.ts';

export const TIMEOUT_JOB = 'workflow.timeout';
const DAY_MS = 86_400_000;
/** A step that only reminds does so at most this many times. */
export const MAX_REMINDERS = 3;

export interface TimeoutPayload {
  requestId: number;
  round: number;
  phase: 'remind' | 'act';
  /** Which reminder (1, 2 …) or escalation this is. */
  count: number;
}

/**
 * Schedules what happens when nobody decides (docs/approvals.md, Timeouts): after `days` the action; for
 * an action other than a reminder, a reminder first, a day before it (half-way for a one-day timeout).
 * Each job is keyed by request, round and phase, and does nothing when the request has moved on.
 */
export async function scheduleTimeout(
  env: EngineEnv,
  request: RequestRow,
  timeout: NonNullable<VersionStep['timeout']>,
  count: number,
): Promise<void> {
  const at = (ms: number) => new Date(env.now.getTime() + ms);
  const queue = (phase: TimeoutPayload['phase'], runAt: Date) =>
    env.jobs.enqueue(env.tx, {
      name: TIMEOUT_JOB,
      key: `timeout:${request.id}:${request.round}:${phase}:${count}`,
      payload: { requestId: request.id, round: request.round, phase, count } satisfies TimeoutPayload,
      runAt,
    });
  if (timeout.action === 'REMIND') {
    await queue('remind', at(timeout.days * DAY_MS));
    return;
  }
  const reminderMs = timeout.days > 1 ? (timeout.days - 1) * DAY_MS : DAY_MS / 2;
  await queue('remind', at(reminderMs));
  await queue('act', at(timeout.days * DAY_MS));
}

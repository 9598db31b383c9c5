import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { workflowApprovals } from '../../../db/tenant/requests.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import { approversFor, type Approver } from './approvers.ts';
import type { EngineEnv } from './engine-env.ts';
import { notifyUsers } from './notify.ts';
import { updateRequest, type RequestRow } from './request-row.ts';
import { summaryParams } from './summaries.ts';
import { scheduleTimeout } from './timeouts.ts';
import { record } from './trail.ts';
import type { VersionStep } from './version-graph.ts';

const DAY_MS = 86_400_000;

export const hashLinkToken = (token: string) =>
  crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** The requester's full name, as approvers read it. */
export async function fullNameOf(env: EngineEnv, userId: number): Promise<string> {
  const [row] = await env.tx
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.name} ${row.surname}` : '';
}

/**
 * Asks these people at the request's current step and round: an open approval each, with a notification
 * carrying a one-time link to decide (docs/approvals.md, Approve from the notification), and the trail.
 */
export async function askPeople(
  env: EngineEnv,
  request: RequestRow,
  step: VersionStep,
  people: readonly Approver[],
): Promise<void> {
  if (!people.length) return;
  const expires = new Date(env.now.getTime() + env.links.days * DAY_MS);
  const tokens = people.map(() => crypto.randomBytes(32).toString('base64url'));
  const made = await env.tx
    .insert(workflowApprovals)
    .values(
      people.map((person, index) => ({
        requestId: request.id,
        stepId: step.id,
        round: request.round,
        userId: person.userId,
        forUserId: person.forUserId,
        via: person.via,
        viaDetail: person.viaDetail,
        linkHash: hashLinkToken(tokens[index] as string),
        linkExpires: expires,
        createTime: env.now,
      })),
    )
    .returning({ id: workflowApprovals.id, userId: workflowApprovals.userId });
  const links = new Map<number, string>();
  const sources = new Map<number, number>();
  made.forEach((row, index) => {
    const query = new URLSearchParams({ tag: env.links.tag, token: tokens[index] as string });
    links.set(row.userId, `${env.links.publicUrl}/#/onay?${query}`);
    sources.set(row.userId, row.id);
  });
  await notifyUsers(env.tx, {
    userIds: made.map((row) => row.userId),
    template: 'approvalWaiting',
    params: {
      requester: await fullNameOf(env, request.requesterId),
      ...(await summaryParams(env.tx, request)),
    },
    requestId: request.id,
    at: env.now,
    links,
    sourceKind: 'approval',
    sourceIds: sources,
  });
  await record(env.tx, {
    requestId: request.id,
    event: 'asked',
    stepId: step.id,
    detail: {
      people: people.map((p) => ({
        userId: p.userId,
        via: p.via,
        viaDetail: p.viaDetail,
        forUserId: p.forUserId,
      })),
    },
    at: env.now,
  });
}

/**
 * The request waits at an approval step: a new round, the people it asks (or stuck with the reason when
 * there is nobody to ask), and the step's timeout scheduled.
 */
export async function openApprovalStep(
  env: EngineEnv,
  request: RequestRow,
  step: VersionStep,
): Promise<void> {
  const people = await approversFor(env.tx, step, request.requesterId, env.now);
  await updateRequest(env.tx, request, {
    currentStepId: step.id,
    round: request.round + 1,
    waitingSince: env.now,
    stuckReason: people.length ? null : 'NoApprovers',
  });
  if (!people.length) {
    await record(env.tx, {
      requestId: request.id,
      event: 'stuck',
      stepId: step.id,
      detail: { reason: 'NoApprovers' },
      at: env.now,
    });
    return;
  }
  await askPeople(env, request, step, people);
  if (step.timeout) await scheduleTimeout(env, request, step.timeout, 1);
}

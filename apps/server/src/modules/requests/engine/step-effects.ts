import { and, eq, inArray } from 'drizzle-orm';
import { OperationCode, StatusCode } from '@pano/contract';
import { groupMembersOf } from './members.ts';
import { notifications } from '../../../db/tenant/people.table.ts';
import { statuses } from '../../../db/tenant/reference.table.ts';
import { users } from '../../../db/tenant/users.table.ts';
import { tasks } from '../../../db/tenant/works.table.ts';
import type { EngineEnv } from './engine-env.ts';
import { kindOf } from './kinds.ts';
import { updateRequest, type RequestRow } from './request-row.ts';
import { record } from './trail.ts';
import type { VersionStep } from './version-graph.ts';

export const URL_JOB = 'workflow.url';

/** A notification's or task's people: the step's users and its groups' active members, else the requester. */
async function recipients(env: EngineEnv, step: VersionStep, request: RequestRow): Promise<number[]> {
  const direct = step.userIds.length
    ? (
        await env.tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, step.userIds), eq(users.isActive, true)))
      ).map((row) => row.id)
    : [];
  const members = await groupMembersOf(env.tx, step.groupIds);
  const people = [...new Set([...direct, ...members])];
  return people.length ? people : [request.requesterId];
}

/** A status step: the request's status, and its own row's outcome when the status carries one. */
async function setStatus(env: EngineEnv, request: RequestRow, step: VersionStep): Promise<void> {
  const statusId = step.statusId as number;
  const [status] = await env.tx
    .select({ name: statuses.name, code: statuses.code })
    .from(statuses)
    .where(eq(statuses.id, statusId));
  const state =
    status?.code === StatusCode.Approved
      ? 'approved'
      : status?.code === StatusCode.Rejected
        ? 'rejected'
        : null;
  await updateRequest(env.tx, request, { statusId, ...(state ? { ownState: state } : {}) });
  await kindOf(request.kind).apply(env.tx, request.subjectId, { statusId, ...(state ? { state } : {}) });
  await record(env.tx, {
    requestId: request.id,
    event: 'status',
    stepId: step.id,
    detail: { statusId, statusName: status?.name ?? '' },
    at: env.now,
  });
}

/**
 * Runs a step that does not wait (docs/approvals.md): a status, a notification or a task written in the
 * transition's transaction, a URL call queued as a background job (keyed by request, step and round, so a
 * transition retried never queues it twice).
 */
export async function performStep(env: EngineEnv, request: RequestRow, step: VersionStep): Promise<void> {
  const base = { requestId: request.id, stepId: step.id, at: env.now };
  switch (step.code) {
    case OperationCode.StatusUpdate:
      if (step.statusId !== undefined) return setStatus(env, request, step);
      break;
    case OperationCode.Notification:
      if (step.notification) return notify(env, request, step, step.notification);
      break;
    case OperationCode.Task:
      if (step.task) return assign(env, request, step, step.task);
      break;
    case OperationCode.UrlRequest:
      if (step.url) {
        const key = `url:${request.id}:${step.id}:${request.round}`;
        await env.jobs.enqueue(env.tx, {
          name: URL_JOB,
          key,
          payload: { requestId: request.id, stepId: step.id, round: request.round, key },
          runAt: env.now,
          maxAttempts: env.urlAttempts,
        });
        await record(env.tx, {
          ...base,
          event: 'urlQueued',
          detail: { method: step.url.method, url: step.url.url },
        });
        return;
      }
      break;
  }
  // a step whose operation is missing (saved half-way before the rules): it does nothing, and says so
  await record(env.tx, { ...base, event: 'skipped', detail: { reason: 'NoOperation' } });
}

async function notify(
  env: EngineEnv,
  request: RequestRow,
  step: VersionStep,
  notice: NonNullable<VersionStep['notification']>,
): Promise<void> {
  const people = await recipients(env, step, request);
  await env.tx.insert(notifications).values(
    people.map((userId) => ({
      userId,
      body: `${notice.subject}: ${notice.body}`,
      sourceKind: 'request',
      sourceId: request.id,
      createTime: env.now,
    })),
  );
  await record(env.tx, {
    requestId: request.id,
    stepId: step.id,
    at: env.now,
    event: 'notification',
    detail: { subject: notice.subject, userIds: people },
  });
}

async function assign(
  env: EngineEnv,
  request: RequestRow,
  step: VersionStep,
  task: NonNullable<VersionStep['task']>,
): Promise<void> {
  const people = await recipients(env, step, request);
  const made = await env.tx
    .insert(tasks)
    .values(
      people.map((userId) => ({
        userId,
        title: task.title,
        description: task.description,
        createTime: env.now,
      })),
    )
    .returning({ id: tasks.id });
  await record(env.tx, {
    requestId: request.id,
    stepId: step.id,
    at: env.now,
    event: 'task',
    detail: { title: task.title, userIds: people, taskIds: made.map((t) => t.id) },
  });
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { translate, type Language } from '@pano/contract';
import { statuses } from '../../../db/tenant/reference.table.ts';
import {
  workflowApprovals,
  workflowRequestEvents,
  workflowRequests,
  workflowVersions,
} from '../../../db/tenant/requests.table.ts';
import type { TenantDb } from '../../../db/tenant-db.ts';
import { workflows } from '../../../db/tenant/workflows.table.ts';
import { summariesOf } from '../engine/summaries.ts';
import { storedGraph } from '../engine/version-graph.ts';
import { peopleById, type PersonView } from './people.ts';
import { stepLabeller, type StepLabel } from './step-labels.ts';
import { trailText } from './trail-text.ts';

export interface ApprovalView {
  id: number;
  requestId: number;
  stepId: number;
  stepNumber: number;
  /** The step's kind, in the reader's language and what it does ('Onay', 'İK'; step-labels.ts). */
  stepKind: string;
  stepKindName: string;
  stepName: string;
  user: PersonView;
  /** Whom they stand in for (a substitute, a hand-over). */
  forUser: PersonView | null;
  /** The panel user who decided on their behalf. */
  decidedBy: PersonView | null;
  via: string;
  viaName: string;
  state: string;
  commandType: { id: number; name: string } | null;
  goNextStep: boolean | null;
  isProcessed: boolean;
  processedDate: Date | null;
  description: string | null;
  createTime: Date;
}

export interface TrailView {
  id: number;
  event: string;
  text: string;
  stepId: number | null;
  stepNumber: number | null;
  stepKind: string | null;
  stepKindName: string | null;
  stepName: string | null;
  actor: PersonView | null;
  forUser: PersonView | null;
  createTime: Date;
}

export interface CommandView {
  id: number;
  name: string;
  goNextStep: boolean;
}

export interface RequestView {
  id: number;
  kind: string;
  kindName: string;
  subjectId: number;
  requester: PersonView;
  workflowId: number;
  workflowName: string;
  state: string;
  stateName: string;
  statusId: number | null;
  statusName: string | null;
  summary: string;
  currentStepId: number | null;
  currentStepNumber: number | null;
  currentStepKind: string | null;
  currentStepKindName: string | null;
  currentStepName: string | null;
  /** The commands of the step it waits at (empty when it waits nowhere). */
  commands: CommandView[];
  waitingSince: Date | null;
  stuckReason: string | null;
  stuckMessage: string | null;
  isCompleted: boolean;
  completedDate: Date | null;
  createTime: Date;
  /** Every approval asked, open and decided (those closed unused left out). */
  approvals: ApprovalView[];
  /** The approvals it waits on now. */
  waitingOn: ApprovalView[];
  trail: TrailView[];
}

const unknownPerson = (id: number): PersonView => ({ id, name: '', surname: '', fullName: `#${id}` });

/**
 * Requests as the panel and the portal show them (docs/approvals.md): kind, requester, workflow, state and
 * status in the reader's language, a one-line summary, where it waits and on whom, its approvals and its
 * trail. A handful of queries whatever the number of requests.
 */
export async function requestViews(
  db: TenantDb,
  ids: readonly number[],
  lang: Language,
): Promise<Map<number, RequestView>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      request: workflowRequests,
      graph: workflowVersions.graph,
      statusName: statuses.name,
      workflowName: workflows.name,
    })
    .from(workflowRequests)
    .innerJoin(workflowVersions, eq(workflowVersions.id, workflowRequests.versionId))
    .innerJoin(workflows, eq(workflows.id, workflowRequests.workflowId))
    .leftJoin(statuses, eq(statuses.id, workflowRequests.statusId))
    .where(inArray(workflowRequests.id, [...ids]));
  const approvals = await db
    .select()
    .from(workflowApprovals)
    .where(inArray(workflowApprovals.requestId, [...ids]))
    .orderBy(asc(workflowApprovals.id));
  const events = await db
    .select()
    .from(workflowRequestEvents)
    .where(inArray(workflowRequestEvents.requestId, [...ids]))
    .orderBy(asc(workflowRequestEvents.id));
  const people = await peopleById(db, [
    ...rows.map((r) => r.request.requesterId),
    ...approvals.flatMap((a) => [a.userId, a.forUserId, a.decidedById]),
    ...events.flatMap((e) => [e.actorId, e.forUserId]),
    ...events.flatMap((e) => (e.event === 'asked' ? askedIds(e.detail) : [])),
  ]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? unknownPerson(id)));
  const summaries = await summariesOf(
    db,
    rows.map((r) => r.request),
    lang,
  );
  const versions = new Map(rows.map((r) => [r.request.id, storedGraph(r.graph)]));
  const labelOf = await stepLabeller(
    db,
    [...versions.values()].flatMap((v) => v.steps),
    lang,
  );
  const result = new Map<number, RequestView>();
  for (const { request, statusName, workflowName } of rows) {
    const version = versions.get(request.id)!;
    const number = (stepId: number | null) => version.steps.find((s) => s.id === stepId)?.number ?? null;
    const label = (stepId: number | null): StepLabel | null =>
      labelOf(version.steps.find((s) => s.id === stepId));
    const mine = approvals
      .filter((a) => a.requestId === request.id && !(a.state === 'closed' && a.commandTypeId === null))
      .map((a): ApprovalView => ({
        id: a.id,
        requestId: a.requestId,
        stepId: a.stepId,
        stepNumber: number(a.stepId) ?? 0,
        stepKind: label(a.stepId)?.kind ?? '',
        stepKindName: label(a.stepId)?.kindName ?? '',
        stepName: label(a.stepId)?.name ?? '',
        user: person(a.userId) as PersonView,
        forUser: person(a.forUserId),
        decidedBy: person(a.decidedById),
        via: a.via,
        viaName: translate(lang, `approvalVia.${a.via}`, { detail: a.viaDetail ?? '' }),
        state: a.state,
        commandType: a.commandTypeId === null ? null : { id: a.commandTypeId, name: a.commandName ?? '' },
        goNextStep: a.goNextStep,
        isProcessed: a.state !== 'open',
        processedDate: a.state === 'open' ? null : a.decidedAt,
        description: a.description,
        createTime: a.createTime,
      }));
    const current = version.steps.find((s) => s.id === request.currentStepId);
    result.set(request.id, {
      id: request.id,
      kind: request.kind,
      kindName: translate(lang, `requestKind.${request.kind}`),
      subjectId: request.subjectId,
      requester: person(request.requesterId) as PersonView,
      workflowId: request.workflowId,
      workflowName,
      state: request.state,
      stateName: translate(lang, `requestState.${request.state}`),
      statusId: request.statusId,
      statusName: statusName ?? null,
      summary: summaries.get(request.id) ?? '',
      currentStepId: request.currentStepId,
      currentStepNumber: number(request.currentStepId),
      currentStepKind: label(request.currentStepId)?.kind ?? null,
      currentStepKindName: label(request.currentStepId)?.kindName ?? null,
      currentStepName: label(request.currentStepId)?.name ?? null,
      commands:
        request.state === 'running'
          ? (current?.decisions ?? []).map(({ id, name, goNextStep }) => ({ id, name, goNextStep }))
          : [],
      waitingSince: request.state === 'running' ? request.waitingSince : null,
      stuckReason: request.stuckReason,
      stuckMessage: request.stuckReason ? translate(lang, `stuckReason.${request.stuckReason}`) : null,
      isCompleted: request.isCompleted,
      completedDate: request.completedDate,
      createTime: request.createTime,
      approvals: mine,
      waitingOn: mine.filter((a) => a.state === 'open'),
      trail: onceStuck(events.filter((e) => e.requestId === request.id)).map((e) => ({
        id: e.id,
        event: e.event,
        text: trailText(lang, e, person, number),
        stepId: e.stepId,
        stepNumber: number(e.stepId),
        stepKind: label(e.stepId)?.kind ?? null,
        stepKindName: label(e.stepId)?.kindName ?? null,
        stepName: label(e.stepId)?.name ?? null,
        actor: person(e.actorId),
        forUser: person(e.forUserId),
        createTime: e.createTime,
      })),
    });
  }
  return result;
}

/**
 * The trail says a request got stuck once for each time it did: a 'stuck' repeating the last one (same step,
 * same reason, a timeout run finding nobody again) with nothing but reminders between is left out.
 */
function onceStuck<T extends { event: string; stepId: number | null; detail: unknown }>(events: T[]): T[] {
  let last: T | null = null;
  return events.filter((e) => {
    if (e.event === 'reminder') return true;
    const repeat =
      e.event === 'stuck' &&
      last?.event === 'stuck' &&
      last.stepId === e.stepId &&
      (last.detail as { reason?: unknown }).reason === (e.detail as { reason?: unknown }).reason;
    last = e;
    return !repeat;
  });
}

function askedIds(detail: Record<string, unknown>): number[] {
  const list = detail.people;
  return Array.isArray(list) ? list.flatMap((p) => [Number((p as { userId: number }).userId)]) : [];
}

/** The requests of rows of a kind, by the row's id (for the row's own screens: a leave request's detail). */
export async function requestIdsOf(
  db: TenantDb,
  kind: string,
  subjectIds: readonly number[],
): Promise<Map<number, number>> {
  if (!subjectIds.length) return new Map();
  const rows = await db
    .select({ id: workflowRequests.id, subjectId: workflowRequests.subjectId })
    .from(workflowRequests)
    .where(and(eq(workflowRequests.kind, kind), inArray(workflowRequests.subjectId, [...subjectIds])));
  return new Map(rows.map((row) => [row.subjectId, row.id]));
}

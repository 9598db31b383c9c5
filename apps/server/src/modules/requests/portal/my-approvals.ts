import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { translate } from '@pano/contract';
import { workflowApprovals, workflowRequests, workflowVersions } from '../../../db/tenant/requests.table.ts';
import { portalPage } from '../../portal/portal-pager.ts';
import { ok, type Envelope } from '../../../kernel/envelope.ts';
import type { OperationContext } from '../../../request/context.ts';
import { storedGraph } from '../engine/version-graph.ts';
import { summariesOf } from '../engine/summaries.ts';
import { peopleById, type PersonView } from '../views/people.ts';
import type { CommandView } from '../views/request-views.ts';

export interface MyApproval {
  /** The approval's id: what `decideApproval` takes. */
  id: number;
  requestId: number;
  kind: string;
  kindName: string;
  subjectId: number;
  requester: PersonView;
  requesterFullName: string;
  summary: string;
  stepId: number;
  stepNumber: number;
  since: Date;
  /** Whom I stand in for (a substitute, a hand-over). */
  forUser: PersonView | null;
  viaName: string;
  commands: CommandView[];
}

/**
 * Portal: the decisions waiting for me, newest first (docs/approvals.md): each request's kind, requester and
 * one-line summary, the step, since when, and the commands I may give.
 */
export async function myApprovals(
  { db, session, lang }: OperationContext,
  pager: { pageNumber?: number | null; pageSize?: number | null },
): Promise<Envelope<MyApproval[]>> {
  const mine = and(eq(workflowApprovals.userId, session.userId), eq(workflowApprovals.state, 'open'));
  const { rows, total } = await portalPage(
    db,
    pager,
    ({ limit, offset }) =>
      db
        .select({ approval: workflowApprovals, request: workflowRequests })
        .from(workflowApprovals)
        .innerJoin(workflowRequests, eq(workflowRequests.id, workflowApprovals.requestId))
        .where(mine)
        .orderBy(desc(workflowApprovals.createTime), desc(workflowApprovals.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(workflowApprovals).where(mine),
  );
  const versionIds = [...new Set(rows.map((r) => r.request.versionId))];
  const versions = versionIds.length
    ? await db
        .select({ id: workflowVersions.id, graph: workflowVersions.graph })
        .from(workflowVersions)
        .where(inArray(workflowVersions.id, versionIds))
    : [];
  const graphs = new Map(versions.map((v) => [v.id, storedGraph(v.graph)]));
  const people = await peopleById(
    db,
    rows.flatMap((r) => [r.request.requesterId, r.approval.forUserId]),
  );
  const summaries = await summariesOf(
    db,
    rows.map((r) => r.request),
    lang,
  );
  return ok(
    rows.map(({ approval, request }) => {
      const step = graphs.get(request.versionId)?.steps.find((s) => s.id === approval.stepId);
      const requester = people.get(request.requesterId) as PersonView;
      return {
        id: approval.id,
        requestId: request.id,
        kind: request.kind,
        kindName: translate(lang, `requestKind.${request.kind}`),
        subjectId: request.subjectId,
        requester,
        requesterFullName: requester?.fullName ?? '',
        summary: summaries.get(request.id) ?? '',
        stepId: approval.stepId,
        stepNumber: step?.number ?? 0,
        since: approval.createTime,
        forUser: approval.forUserId === null ? null : (people.get(approval.forUserId) ?? null),
        viaName: translate(lang, `approvalVia.${approval.via}`, { detail: approval.viaDetail ?? '' }),
        commands: (step?.decisions ?? []).map(({ id, name, goNextStep }) => ({ id, name, goNextStep })),
      };
    }),
    total,
  );
}

import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ConditionFact, ConditionOperator, TimeoutAction } from '@pano/contract';
import {
  workflowApprovalOperations,
  workflowItemGroups,
  workflowItemUsers,
  workflowManagerLevels,
  workflowNotificationOperations,
  workflowStatusUpdateOperations,
  workflowStepConditions,
  workflowTaskOperations,
  workflowUrlRequestOperations,
} from '../../../db/tenant/workflow-operations.table.ts';
import { workflowItemCommandTypes, workflows } from '../../../db/tenant/workflows.table.ts';
import { workflowVersions } from '../../../db/tenant/requests.table.ts';
import { DomainError } from '../../../kernel/envelope.ts';
import { loadGraph, type Db } from '../../workflows/load-graph.ts';
import { numbersOf, type GraphCommand } from '../../workflows/graph.ts';
import { walkNumbers } from '../../workflows/step-numbers.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface StepDecision {
  id: number;
  name: string;
  code: string;
  goNextStep: boolean;
}

/** One step as a request runs it: its kind and everything its operation needs. */
export interface VersionStep {
  id: number;
  /** Its number in the editor (1 = the start; `walkNumbers`, recomputed when a stored version is read). */
  number: number;
  code: string;
  decisions: StepDecision[];
  condition?: 'VEYA' | 'VE';
  timeout?: { days: number; action: TimeoutAction };
  managerLevel?: number;
  userIds: number[];
  groupIds: number[];
  statusId?: number;
  notification?: { type: number; subject: string; body: string };
  task?: { title: string; description: string };
  url?: { header: string; method: string; url: string; body: string };
  rule?: { fact: ConditionFact; operator: ConditionOperator; value: number };
}

export interface VersionGraph {
  name: string;
  /** By position: the first is the start. */
  steps: VersionStep[];
  commands: GraphCommand[];
}

const byStep = <T extends { workflowItemId: number }>(rows: T[]) =>
  new Map(rows.map((r) => [r.workflowItemId, r]));

/** The workflow's active steps with their operations, arrows and decisions, as one document. */
export async function readWorkflowGraph(db: Db, workflowId: number): Promise<VersionGraph> {
  const [workflow] = await db
    .select({ name: workflows.name })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  if (!workflow) throw new DomainError('NotFound');
  const graph = await loadGraph(db, workflowId);
  const ids = graph.items.map((item) => item.id);
  const of = <T extends { workflowItemId: number }>(rows: Promise<T[]>) =>
    ids.length ? rows : Promise.resolve([]);
  const inSteps = (column: PgColumn) => inArray(column, ids);
  const [decisions, approvals, levels, users, groups, statuses, notices, tasks, urls, rules] =
    await Promise.all([
      of(
        db
          .select({
            workflowItemId: workflowItemCommandTypes.workflowItemId,
            id: workflowItemCommandTypes.id,
            name: workflowItemCommandTypes.name,
            code: workflowItemCommandTypes.code,
            goNextStep: workflowItemCommandTypes.goNextStep,
          })
          .from(workflowItemCommandTypes)
          .where(
            and(
              inArray(workflowItemCommandTypes.workflowItemId, ids),
              eq(workflowItemCommandTypes.isList, true),
            ),
          ) as Promise<(StepDecision & { workflowItemId: number })[]>,
      ),
      of(
        db
          .select()
          .from(workflowApprovalOperations)
          .where(inSteps(workflowApprovalOperations.workflowItemId)),
      ),
      of(db.select().from(workflowManagerLevels).where(inSteps(workflowManagerLevels.workflowItemId))),
      of(db.select().from(workflowItemUsers).where(inSteps(workflowItemUsers.workflowItemId))),
      of(db.select().from(workflowItemGroups).where(inSteps(workflowItemGroups.workflowItemId))),
      of(
        db
          .select()
          .from(workflowStatusUpdateOperations)
          .where(inSteps(workflowStatusUpdateOperations.workflowItemId)),
      ),
      of(
        db
          .select()
          .from(workflowNotificationOperations)
          .where(inSteps(workflowNotificationOperations.workflowItemId)),
      ),
      of(db.select().from(workflowTaskOperations).where(inSteps(workflowTaskOperations.workflowItemId))),
      of(
        db
          .select()
          .from(workflowUrlRequestOperations)
          .where(inSteps(workflowUrlRequestOperations.workflowItemId)),
      ),
      of(db.select().from(workflowStepConditions).where(inSteps(workflowStepConditions.workflowItemId))),
    ]);
  const approval = byStep(approvals);
  const level = byStep(levels);
  const status = byStep(statuses);
  const notice = byStep(notices);
  const task = byStep(tasks);
  const url = byStep(urls);
  const rule = byStep(rules);
  const numbers = numbersOf(graph);
  const steps = graph.items.map((item): VersionStep => {
    const a = approval.get(item.id);
    const n = notice.get(item.id);
    const t = task.get(item.id);
    const u = url.get(item.id);
    const r = rule.get(item.id);
    return {
      id: item.id,
      number: numbers.get(item.id) ?? 0,
      code: item.code,
      decisions: decisions
        .filter((d) => d.workflowItemId === item.id)
        .map(({ id, name, code, goNextStep }) => ({ id, name, code, goNextStep }))
        .sort((x, y) => x.id - y.id),
      ...(a ? { condition: a.condition as 'VEYA' | 'VE' } : {}),
      ...(a?.timeoutDays && a.timeoutAction
        ? { timeout: { days: a.timeoutDays, action: a.timeoutAction as TimeoutAction } }
        : {}),
      ...(level.has(item.id) ? { managerLevel: level.get(item.id)!.managerLevel } : {}),
      userIds: users.filter((p) => p.workflowItemId === item.id).map((p) => p.userId),
      groupIds: groups.filter((g) => g.workflowItemId === item.id).map((g) => g.groupId),
      ...(status.has(item.id) ? { statusId: status.get(item.id)!.statusId } : {}),
      ...(n ? { notification: { type: n.notificationType, subject: n.subject, body: n.body } } : {}),
      ...(t ? { task: { title: t.title, description: t.description } } : {}),
      ...(u ? { url: { header: u.header, method: u.requestType, url: u.url, body: u.body } } : {}),
      ...(r
        ? {
            rule: {
              fact: r.fact as ConditionFact,
              operator: r.operator as ConditionOperator,
              value: r.value,
            },
          }
        : {}),
    };
  });
  return { name: workflow.name, steps, commands: graph.commands };
}

/**
 * The version a new request runs on: the workflow as it is now. A trigger bumps `workflows.revision` at
 * every write to its steps (migration 0016), so a version stored for the current revision is the graph as
 * it is, found in two reads; otherwise the graph is read and stored once per distinct graph (its hash), and
 * marked with the revision. A later edit makes a new version and leaves running requests on theirs.
 */
export async function currentVersion(
  db: Db,
  workflowId: number,
): Promise<{ id: number; graph: VersionGraph }> {
  const [workflow] = await db
    .select({ revision: workflows.revision })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  if (!workflow) throw new DomainError('NotFound');
  const [cached] = await db
    .select({ id: workflowVersions.id, graph: workflowVersions.graph })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflowId), eq(workflowVersions.revision, workflow.revision)))
    .limit(1);
  if (cached) return { id: cached.id, graph: storedGraph(cached.graph) };
  // the graph is read whole: an edit of this workflow (which holds its lock) finishes first
  await db.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${`workflow:${workflowId}`}, 0))`,
  );
  const [latest] = await db
    .select({ revision: workflows.revision })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  if (latest) workflow.revision = latest.revision;
  const graph = await readWorkflowGraph(db, workflowId);
  const hash = crypto.createHash('sha256').update(JSON.stringify(graph)).digest('hex');
  const [stored] = await db
    .insert(workflowVersions)
    .values({ workflowId, hash, graph, revision: workflow.revision })
    .onConflictDoUpdate({
      target: [workflowVersions.workflowId, workflowVersions.hash],
      set: { revision: workflow.revision },
    })
    .returning({ id: workflowVersions.id });
  if (!stored) throw new Error('workflow version not stored');
  return { id: stored.id, graph };
}

/** A request's version, read back. */
export async function versionGraph(db: Db, versionId: number): Promise<VersionGraph> {
  const [row] = await db
    .select({ graph: workflowVersions.graph })
    .from(workflowVersions)
    .where(eq(workflowVersions.id, versionId));
  if (!row) throw new Error(`workflow version ${versionId} missing`);
  return storedGraph(row.graph);
}

/**
 * A stored version as a request's views and its engine read it: its steps numbered by the walk
 * (`walkNumbers`; its steps are by position, its commands its arrows), so a version stored before the rule
 * (numbered by creation) shows the same numbers as one stored after it, in every trail.
 */
export function storedGraph(json: unknown): VersionGraph {
  const graph = json as VersionGraph;
  const numbers = walkNumbers(
    graph.steps.map((step, position) => ({ id: step.id, position })),
    graph.commands,
  );
  return { ...graph, steps: graph.steps.map((step) => ({ ...step, number: numbers.get(step.id) ?? 0 })) };
}

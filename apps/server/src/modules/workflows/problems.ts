import { inArray } from 'drizzle-orm';
import { normalWebAddress, OperationCode, translate, type Language } from '@pano/contract';
import { workflowUrlRequestOperations } from '../../db/tenant/workflow-operations.table.ts';
import { workflowItemCommandTypes } from '../../db/tenant/workflows.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { numbersOf, outgoing, reachableFrom, startOf, trappedCycles, type Graph } from './graph.ts';
import { loadGraph, requireWorkflow, type Db } from './load-graph.ts';
import { PARTICIPANT_PARTS, partFits, stepParts, type StepPart } from './step-parts.ts';

export type ProblemCode =
  'Unreachable' | 'NoExit' | 'Cycle' | 'NoParticipants' | 'InvalidUrl' | 'KindMismatch' | 'Incomplete';

/**
 * The operation a step of these kinds cannot run without: a status update without its status, a notification
 * without its subject, a task without its title (an approval's branches create such steps empty).
 */
const NEEDED_PART: Partial<Record<string, StepPart>> = {
  [OperationCode.StatusUpdate]: 'statusUpdate',
  [OperationCode.Notification]: 'notification',
  [OperationCode.Task]: 'task',
};

export interface WorkflowProblem {
  code: ProblemCode;
  workflowItemId: number;
  message: string;
}

/** What the graph alone does not tell: decisions, what each step holds (step-parts.ts) and URLs. */
export interface StepFacts {
  decisions: Map<number, { id: number; name: string; goNextStep: boolean }[]>;
  parts: Map<number, Set<StepPart>>;
  urls: Map<number, string>;
}

/**
 * The problems that would make a request hang (docs/workflows.md): steps the start cannot reach, steps
 * that do not end the request yet lead nowhere (an approval step without an arrow, or a decision that
 * goes on without one), cycles without an exit, approval steps without participants, URL steps without a
 * valid http(s) URL, status update, notification and task steps still empty (`Incomplete`), and steps
 * holding an operation, participant or decision that does not fit their kind (written before the rules
 * refused it). Each names its step by its number in the editor (`stepNumbers`).
 */
export function findProblems(graph: Graph, facts: StepFacts, lang: Language): WorkflowProblem[] {
  const number = numbersOf(graph);
  const problems: WorkflowProblem[] = [];
  const add = (code: ProblemCode, id: number, params: Record<string, string | number> = {}) =>
    problems.push({
      code,
      workflowItemId: id,
      message: translate(lang, `codes.WorkflowProblem${code}`, { step: number.get(id) ?? 0, ...params }),
    });
  const start = startOf(graph);
  const reached = start ? reachableFrom(graph, [start.id]) : new Set<number>();
  for (const item of graph.items) {
    const parts = facts.parts.get(item.id) ?? new Set<StepPart>();
    if (!reached.has(item.id)) add('Unreachable', item.id);
    if ([...parts].some((part) => !partFits(part, item.code))) add('KindMismatch', item.id);
    const needed = NEEDED_PART[item.code];
    if (needed && !parts.has(needed))
      add('Incomplete', item.id, { missing: translate(lang, `workflowMissing.${item.code}`) });
    if (item.code !== OperationCode.Approval) {
      const url = facts.urls.get(item.id) ?? '';
      if (item.code === OperationCode.UrlRequest && normalWebAddress(url, { placeholders: true }) === null)
        add('InvalidUrl', item.id);
      continue;
    }
    const arrows = outgoing(graph, item.id);
    const decisions = facts.decisions.get(item.id) ?? [];
    const open = decisions.filter((d) => d.goNextStep && !arrows.some((c) => c.typeId === d.id));
    if (!arrows.length && !open.length) add('NoExit', item.id, { decision: '—' });
    for (const decision of open) add('NoExit', item.id, { decision: decision.name });
    if (!PARTICIPANT_PARTS.some((part) => parts.has(part))) add('NoParticipants', item.id);
  }
  for (const cycle of trappedCycles(graph)) add('Cycle', cycle[0] as number);
  return problems;
}

export async function stepFacts(db: Db, graph: Graph): Promise<StepFacts> {
  const ids = graph.items.map((item) => item.id);
  const facts: StepFacts = { decisions: new Map(), parts: await stepParts(db, ids), urls: new Map() };
  if (!ids.length) return facts;
  const types = await db
    .select()
    .from(workflowItemCommandTypes)
    .where(inArray(workflowItemCommandTypes.workflowItemId, ids));
  for (const type of types) {
    const list = facts.decisions.get(type.workflowItemId as number) ?? [];
    list.push({ id: type.id, name: type.name, goNextStep: type.goNextStep });
    facts.decisions.set(type.workflowItemId as number, list);
  }
  const urls = await db
    .select({ id: workflowUrlRequestOperations.workflowItemId, url: workflowUrlRequestOperations.url })
    .from(workflowUrlRequestOperations)
    .where(inArray(workflowUrlRequestOperations.workflowItemId, ids));
  for (const row of urls) facts.urls.set(row.id, row.url);
  return facts;
}

/** The problems of a workflow (an empty list when it is ready for use). */
export async function workflowProblems(
  ctx: OperationContext,
  input: { workflowId: number },
): Promise<Envelope<WorkflowProblem[]>> {
  await requireWorkflow(ctx.db, input.workflowId);
  const graph = await loadGraph(ctx.db, input.workflowId);
  const problems = findProblems(graph, await stepFacts(ctx.db, graph), ctx.lang);
  return ok(problems, problems.length);
}

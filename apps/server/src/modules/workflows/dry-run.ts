import { and, eq, inArray, sql } from 'drizzle-orm';
import { hasMessage, translate, type dryRunWorkflowInput } from '@pano/contract';
import type { z } from 'zod';
import { groups, userGroups, userManagers } from '../../db/tenant/people.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import {
  workflowItemGroups,
  workflowItemUsers,
  workflowManagerLevels,
  workflowStepConditions,
} from '../../db/tenant/workflow-operations.table.ts';
import { workflowItemOperationTypes, workflowItems } from '../../db/tenant/workflows.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { numbersOf, outgoing, startOf, type Graph, type GraphCommand } from './graph.ts';
import { ruleHolds, type StepRule } from './step-rule.ts';
import { loadGraph, requireWorkflow, type Db } from './load-graph.ts';

/** An arrow's name in the caller's language: a global type ('Sonraki adım') by its code, a decision as named. */
function commandLabel(command: GraphCommand, lang: OperationContext['lang']): string {
  const key = `commandType.${command.typeCode ?? ''}`;
  return !command.isList && hasMessage(key) ? translate(lang, key) : command.typeName;
}

export interface DryRunPerson {
  userId: number;
  fullName: string;
  /** Why they are asked: 'Kullanıcı', the group's name, or 'Yönetici (2. seviye)'. */
  via: string;
}
export interface DryRunStep {
  workflowItemId: number;
  step: number;
  typeName: string;
  typeCode: string;
  participants: DryRunPerson[];
  commandName: string | null;
  targetWorkflowItemId: number | null;
  /** Its rule does not hold for the facts given: the request passes it by (docs/approvals.md, Conditions). */
  skipped: boolean;
}
export interface DryRun {
  steps: DryRunStep[];
  /** 'Finished' (a step with no way on), 'Loop' (a step came again) or 'Empty' (no steps). */
  outcome: string;
  message: string;
}

const fullName = sql<string>`${users.name} || ' ' || ${users.surname}`;

/** Who a step asks: its users, its groups' members, and the requester's manager of its level. */
async function participants(db: Db, lang: OperationContext['lang'], itemId: number, requesterId: number) {
  const people: DryRunPerson[] = [];
  const direct = await db
    .select({ userId: users.id, fullName })
    .from(workflowItemUsers)
    .innerJoin(users, eq(users.id, workflowItemUsers.userId))
    .where(eq(workflowItemUsers.workflowItemId, itemId));
  people.push(...direct.map((p) => ({ ...p, via: translate(lang, 'codes.WorkflowViaUser') })));
  const members = await db
    .select({ userId: users.id, fullName, via: groups.name })
    .from(workflowItemGroups)
    .innerJoin(groups, eq(groups.id, workflowItemGroups.groupId))
    .innerJoin(userGroups, eq(userGroups.groupId, groups.id))
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(and(eq(workflowItemGroups.workflowItemId, itemId), eq(users.isActive, true)));
  people.push(...members);
  const managers = await db
    .select({ userId: users.id, fullName, level: userManagers.level })
    .from(workflowManagerLevels)
    .innerJoin(userManagers, eq(userManagers.level, workflowManagerLevels.managerLevel))
    .innerJoin(users, eq(users.id, userManagers.managerId))
    .where(and(eq(workflowManagerLevels.workflowItemId, itemId), eq(userManagers.userId, requesterId)));
  people.push(
    ...managers.map(({ level, ...p }) => ({
      ...p,
      via: translate(lang, 'codes.WorkflowViaManager', { level }),
    })),
  );
  return people;
}

/**
 * Walks a sample request through the steps (docs/workflows.md): from the start, at each approval step the
 * chosen arrow (the first when none is chosen), elsewhere the step's arrow, until a step leads nowhere or
 * comes again; each step lists who would be asked, resolved from the requester. A step whose rule does not
 * hold for the facts given is shown skipped, as the engine passes it by.
 */
export async function dryRunWorkflow(
  ctx: OperationContext,
  input: z.output<typeof dryRunWorkflowInput>,
): Promise<Envelope<DryRun>> {
  await requireWorkflow(ctx.db, input.workflowId);
  const [requester] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, input.requesterId));
  if (!requester) throw invalidField('requesterId', 'checkField');
  const graph: Graph = await loadGraph(ctx.db, input.workflowId);
  const names = await typeNames(ctx.db, graph);
  const rules = await rulesOf(ctx.db, graph);
  const number = numbersOf(graph);
  const chosen = new Map((input.choices ?? []).map((c) => [c.workflowItemId, c.workflowItemCommandId]));
  const steps: DryRunStep[] = [];
  const seen = new Set<number>();
  let current = startOf(graph)?.id;
  let outcome = current === undefined ? 'Empty' : 'Finished';
  while (current !== undefined) {
    if (seen.has(current)) {
      outcome = 'Loop';
      break;
    }
    seen.add(current);
    const item = graph.items.find((i) => i.id === current) as Graph['items'][number];
    const arrows = outgoing(graph, item.id);
    if (!ruleHolds(rules.get(item.id), input.facts ?? {})) {
      const on = arrows.find((c) => c.isList && c.goNextStep) ?? arrows[0];
      steps.push({
        workflowItemId: item.id,
        step: number.get(item.id) ?? 0,
        typeCode: item.code,
        typeName: names.get(item.id) ?? item.code,
        participants: [],
        commandName: on ? commandLabel(on, ctx.lang) : null,
        targetWorkflowItemId: on?.to ?? null,
        skipped: true,
      });
      current = on?.to;
      continue;
    }
    const wanted = chosen.get(item.id);
    const arrow = wanted === undefined ? arrows[0] : arrows.find((c) => c.id === wanted);
    if (wanted !== undefined && !arrow) throw invalidField('workflowItemCommandId', 'checkField');
    steps.push({
      workflowItemId: item.id,
      step: number.get(item.id) ?? 0,
      typeCode: item.code,
      typeName: names.get(item.id) ?? item.code,
      participants: await participants(ctx.db, ctx.lang, item.id, input.requesterId),
      commandName: arrow ? commandLabel(arrow, ctx.lang) : null,
      targetWorkflowItemId: arrow?.to ?? null,
      skipped: false,
    });
    current = arrow?.to;
  }
  return ok({ steps, outcome, message: translate(ctx.lang, `codes.WorkflowDryRun${outcome}`) });
}

async function typeNames(db: Db, graph: Graph): Promise<Map<number, string>> {
  const ids = graph.items.map((item) => item.id);
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: workflowItems.id, name: workflowItemOperationTypes.name })
    .from(workflowItems)
    .innerJoin(
      workflowItemOperationTypes,
      eq(workflowItemOperationTypes.id, workflowItems.workflowItemOperationTypeId),
    )
    .where(inArray(workflowItems.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The steps' rules, by step. */
async function rulesOf(db: Db, graph: Graph): Promise<Map<number, StepRule>> {
  const ids = graph.items.map((item) => item.id);
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(workflowStepConditions)
    .where(inArray(workflowStepConditions.workflowItemId, ids));
  return new Map(rows.map((row) => [row.workflowItemId, row]));
}

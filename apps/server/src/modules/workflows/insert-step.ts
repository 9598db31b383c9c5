import { and, eq, gt, sql } from 'drizzle-orm';
import { NEXT_COMMAND_CODE, OperationCode, type insertWorkflowStepInput } from '@pano/contract';
import type { z } from 'zod';
import {
  workflowItemCommands,
  workflowItemCommandTypes,
  workflowItemOperationTypes,
  workflowItems,
} from '../../db/tenant/workflows.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { outgoing, type Graph } from './graph.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { loadGraph, lockWorkflow, requireWorkflow, type Db } from './load-graph.ts';
import { saveDetails } from './save-step.ts';
import { refuseNewTraps } from './command-rules.ts';
import { actorOf, recordChange, type Actor } from '../../crud/record-change.ts';

type Input = z.output<typeof insertWorkflowStepInput>;

async function operationCode(db: Db, id: number, field: string): Promise<string> {
  const [type] = await db
    .select({ code: workflowItemOperationTypes.code })
    .from(workflowItemOperationTypes)
    .where(eq(workflowItemOperationTypes.id, id));
  if (!type) throw invalidField(field, 'checkField');
  return type.code;
}

export async function nextCommandType(db: Db): Promise<number> {
  const [type] = await db
    .select({ id: workflowItemCommandTypes.id })
    .from(workflowItemCommandTypes)
    .where(
      and(eq(workflowItemCommandTypes.code, NEXT_COMMAND_CODE), eq(workflowItemCommandTypes.isList, false)),
    )
    .limit(1);
  if (!type) throw new Error('the NEXT command type is missing');
  return type.id;
}

/** The arrow the new step goes on: the one named, else the previous step's first; none for a new start. */
function arrowOf(graph: Graph, input: Input) {
  if (input.afterWorkflowItemId == null) {
    if (graph.items.length) throw invalidField('afterWorkflowItemId', 'required');
    return { after: undefined, arrow: undefined };
  }
  const after = graph.items.find((item) => item.id === input.afterWorkflowItemId);
  if (!after) throw invalidField('afterWorkflowItemId', 'checkField');
  const arrows = outgoing(graph, after.id);
  const arrow =
    input.workflowItemCommandId == null
      ? arrows[0]
      : arrows.find((command) => command.id === input.workflowItemCommandId);
  if (input.workflowItemCommandId != null && !arrow)
    throw invalidField('workflowItemCommandId', 'checkField');
  return { after, arrow };
}

/**
 * Inserts a step after another one by the rules of spec 001 §4, in one transaction: the new item; the
 * previous step's arrow repointed to it; an arrow from it to the previous target. An approval step gets
 * its decisions (list-type command types) and one new step per decision; a decision that goes on
 * (goNextStep) leads from its step to the previous target, the others end there.
 */
export async function insertWorkflowStep(
  ctx: OperationContext,
  input: Input,
): Promise<Envelope<{ id: number }>> {
  return ok({ id: await insertStep(ctx.db, input, actorOf(ctx)) });
}

/** The insert itself (the demo seed builds its workflows with it too); answers the new step's id. */
export function insertStep(db: TenantDb, input: Input, actor?: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    await requireWorkflow(tx, input.workflowId);
    await lockWorkflow(tx, input.workflowId);
    const code = await operationCode(tx, input.workflowItemOperationTypeId, 'workflowItemOperationTypeId');
    const branches = code === OperationCode.Approval ? (input.branches ?? []) : [];
    if (code === OperationCode.Approval && !branches.length) throw invalidField('branches', 'required');
    for (const branch of branches)
      if (
        (await operationCode(tx, branch.workflowItemOperationTypeId, 'workflowItemOperationTypeId')) ===
        OperationCode.Approval
      )
        throw invalidField('workflowItemOperationTypeId', 'checkField');
    const graph = await loadGraph(tx, input.workflowId);
    const { after, arrow } = arrowOf(graph, input);
    const position = after ? after.position + 1 : 1;
    await tx
      .update(workflowItems)
      .set({ position: sql`${workflowItems.position} + ${1 + branches.length}` })
      .where(and(eq(workflowItems.workflowId, input.workflowId), gt(workflowItems.position, position - 1)));
    const create = async (operationTypeId: number, at: number) => {
      const [row] = await tx
        .insert(workflowItems)
        .values({ workflowId: input.workflowId, workflowItemOperationTypeId: operationTypeId, position: at })
        .returning({ id: workflowItems.id });
      return (row as { id: number }).id;
    };
    const link = (from: number, typeId: number, to: number) =>
      tx
        .insert(workflowItemCommands)
        .values({ workflowItemId: from, workflowItemCommandTypeId: typeId, targetWorkflowItemId: to });
    const next = await nextCommandType(tx);
    const newId = await create(input.workflowItemOperationTypeId, position);
    const previousTarget = arrow?.to;
    for (const [index, branch] of branches.entries()) {
      const [type] = await tx
        .insert(workflowItemCommandTypes)
        .values({
          name: branch.name,
          code: `BRANCH_${index + 1}`,
          goNextStep: branch.goNextStep,
          isList: true,
          workflowItemId: newId,
        })
        .returning({ id: workflowItemCommandTypes.id });
      const branchId = await create(branch.workflowItemOperationTypeId, position + 1 + index);
      await link(newId, (type as { id: number }).id, branchId);
      if (branch.goNextStep && previousTarget !== undefined) await link(branchId, next, previousTarget);
    }
    if (!branches.length && previousTarget !== undefined) await link(newId, next, previousTarget);
    if (arrow)
      await tx
        .update(workflowItemCommands)
        .set({ targetWorkflowItemId: newId })
        .where(eq(workflowItemCommands.id, arrow.id));
    else if (after) await link(after.id, next, newId);
    if (input.details) await saveDetails(tx, { id: newId, code }, input.details);
    // cannot happen by the steps above (the new steps lie on the repointed arrow); checked where written
    await refuseNewTraps(tx, input.workflowId, graph, 'WorkflowCycle');
    if (actor) {
      const { workflowId: _workflow, ...step } = input;
      await recordChange(tx, {
        actor,
        area: 'workflows',
        entity: 'Workflow',
        entityId: input.workflowId,
        action: 'insertWorkflowStep',
        changes: { step: { new: { id: newId, ...step } } },
      });
    }
    return newId;
  });
}

import { and, eq, ne, or } from 'drizzle-orm';
import { workflowItemCommands, workflowItems } from '../../db/tenant/workflows.table.ts';
import type { EntityHooks, Row } from '../../crud/entity-definition.ts';
import { refuse } from '../../kernel/envelope.ts';
import { lockWorkflow, type Db } from './load-graph.ts';
import { stepParts } from './step-parts.ts';

/** Whether any arrow leaves or enters the step. */
async function hasArrows(db: Db, id: number): Promise<boolean> {
  const [arrow] = await db
    .select({ id: workflowItemCommands.id })
    .from(workflowItemCommands)
    .where(or(eq(workflowItemCommands.workflowItemId, id), eq(workflowItemCommands.targetWorkflowItemId, id)))
    .limit(1);
  return arrow !== undefined;
}

/**
 * A step changes kind only while nothing on it depends on its kind: no operation, participant or decision,
 * and at most one arrow out (the way on of any kind). Otherwise it is deleted and a new one added.
 */
async function checkKindChange(db: Db, id: number): Promise<void> {
  const arrows = await db
    .select({ id: workflowItemCommands.id })
    .from(workflowItemCommands)
    .where(eq(workflowItemCommands.workflowItemId, id))
    .limit(2);
  if ((await stepParts(db, [id])).size || arrows.length > 1) throw refuse('WorkflowKindChange');
}

/** No two active steps of a workflow share a position (the start is the lowest, numbers follow it). */
async function checkPosition(db: Db, workflowId: number, position: number, id?: number): Promise<void> {
  const [other] = await db
    .select({ id: workflowItems.id })
    .from(workflowItems)
    .where(
      and(
        eq(workflowItems.workflowId, workflowId),
        eq(workflowItems.isActive, true),
        eq(workflowItems.position, position),
        id === undefined ? undefined : ne(workflowItems.id, id),
      ),
    )
    .limit(1);
  if (other) throw refuse('WorkflowPositionTaken');
}

/**
 * The rules of the fine-grained step writes (spec 001 §7, docs/workflows.md), under the workflow's lock: a
 * step stays in its workflow; its kind changes only while nothing depends on it; it goes passive (or
 * active again) through an update only without arrows — deleting a step with arrows is the editor's
 * deleteWorkflowStep, which relinks them; an active step takes a position no other active step has.
 */
export const workflowItemHooks: EntityHooks = {
  async beforeUpdate(ctx, id) {
    const [row] = await ctx.db
      .select({ workflowId: workflowItems.workflowId })
      .from(workflowItems)
      .where(eq(workflowItems.id, id));
    if (row) await lockWorkflow(ctx.db, row.workflowId);
  },
  async beforeWrite(ctx, values, _mode, previous?: Row) {
    const workflowId = values.workflowId as number;
    if (previous && previous.workflowId !== workflowId) throw refuse('WorkflowItemMoved');
    await lockWorkflow(ctx.db, workflowId);
    if (previous && previous.workflowItemOperationTypeId !== values.workflowItemOperationTypeId)
      await checkKindChange(ctx.db, previous.id);
    if (previous && previous.isActive !== values.isActive && (await hasArrows(ctx.db, previous.id)))
      throw refuse('WorkflowStepHasArrows');
    if (values.isActive !== false)
      await checkPosition(ctx.db, workflowId, values.position as number, previous?.id);
  },
};

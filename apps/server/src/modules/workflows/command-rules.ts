import { eq } from 'drizzle-orm';
import { workflowItemCommandTypes } from '../../db/tenant/workflows.table.ts';
import { invalidField } from '../../kernel/validation.ts';
import { refuse } from '../../kernel/envelope.ts';
import { trappedCycles } from './graph.ts';
import { loadGraph, lockWorkflow, requireItem, type Db } from './load-graph.ts';

/**
 * A command's rules (docs/workflows.md): both steps exist, are active and belong to one workflow, and its
 * type is a global one or a decision of its own step.
 */
export async function checkCommand(db: Db, values: Record<string, unknown>): Promise<void> {
  const from = await requireItem(db, values.workflowItemId as number).catch(() => {
    throw invalidField('workflowItemId', 'checkField');
  });
  const to = await requireItem(db, values.targetWorkflowItemId as number).catch(() => {
    throw invalidField('targetWorkflowItemId', 'checkField');
  });
  await lockWorkflow(db, from.workflowId);
  if (to.workflowId !== from.workflowId) throw refuse('WorkflowOtherWorkflow');
  if (!from.isActive || !to.isActive) throw refuse('WorkflowStepPassive');
  const [type] = await db
    .select({ workflowItemId: workflowItemCommandTypes.workflowItemId })
    .from(workflowItemCommandTypes)
    .where(eq(workflowItemCommandTypes.id, values.workflowItemCommandTypeId as number));
  if (!type) throw invalidField('workflowItemCommandTypeId', 'checkField');
  if (type.workflowItemId !== null && type.workflowItemId !== from.id)
    throw refuse('WorkflowCommandTypeOfOtherStep');
}

/** After a command's write: no cycle the step is part of may be left without an exit. */
export async function checkNoTrap(db: Db, workflowItemId: number): Promise<void> {
  const item = await requireItem(db, workflowItemId);
  const graph = await loadGraph(db, item.workflowId);
  if (trappedCycles(graph).some((cycle) => cycle.includes(workflowItemId))) throw refuse('WorkflowCycle');
}

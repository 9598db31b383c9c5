import { eq } from 'drizzle-orm';
import {
  workflowItemCommands,
  workflowItemCommandTypes,
  workflowItems,
} from '../../db/tenant/workflows.table.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';
import { refuse } from '../../kernel/envelope.ts';
import { newTraps, withCommand, type Graph } from './graph.ts';
import { loadGraph, lockItem, lockWorkflow, requireItem, type Db } from './load-graph.ts';

/**
 * Takes the lock of a stored command's workflow (the one of its source step: a command never leaves it),
 * first in an update or delete, before the command's row is locked. Undefined when there is no such command.
 */
export async function lockCommand(db: Db, id: number): Promise<{ workflowId: number } | undefined> {
  const [found] = await db
    .select({ workflowId: workflowItems.workflowId })
    .from(workflowItemCommands)
    .innerJoin(workflowItems, eq(workflowItems.id, workflowItemCommands.workflowItemId))
    .where(eq(workflowItemCommands.id, id));
  if (found) await lockWorkflow(db, found.workflowId);
  return found;
}

/**
 * A command's rules (docs/workflows.md): both steps exist, are active and belong to one workflow, an update
 * keeps it in its workflow, and its type is a global one or a decision of its own step; read under the
 * workflow's lock. A command moved to another workflow is refused before that workflow is locked, so a
 * write only ever holds one workflow's lock.
 */
export async function checkCommand(db: Db, values: Record<string, unknown>, previous?: Row): Promise<void> {
  const source = await requireItem(db, values.workflowItemId as number).catch(() => {
    throw invalidField('workflowItemId', 'checkField');
  });
  if (previous && (await requireItem(db, previous.workflowItemId as number)).workflowId !== source.workflowId)
    throw refuse('WorkflowCommandMoved');
  const from = await lockItem(db, source.id);
  const to = await requireItem(db, values.targetWorkflowItemId as number).catch(() => {
    throw invalidField('targetWorkflowItemId', 'checkField');
  });
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

/**
 * After a command's insert or update: refused (and rolled back) when the workflow now has a cycle without an
 * exit that it did not have before the write — anywhere in it, not only through the command's step. The
 * graph before is the one after with the write undone.
 */
export async function checkTrapsAfterWrite(
  db: Db,
  id: number,
  values: Record<string, unknown>,
  previous?: Row,
): Promise<void> {
  const { workflowId } = await requireItem(db, values.workflowItemId as number);
  const after = await loadGraph(db, workflowId);
  const undone = previous
    ? { from: previous.workflowItemId as number, to: previous.targetWorkflowItemId as number }
    : undefined;
  if (newTraps(withCommand(after, id, undone), after).length) throw refuse('WorkflowCycle');
}

/** Before a command's delete, under its workflow's lock: refused when it is the last exit of a cycle. */
export async function checkCommandRemoval(db: Db, id: number): Promise<void> {
  const command = await lockCommand(db, id);
  if (!command) return;
  const before = await loadGraph(db, command.workflowId);
  if (newTraps(before, withCommand(before, id)).length) throw refuse('WorkflowCycleExit');
}

/** At the end of a composite write: refused when it left a cycle without an exit the workflow had not. */
export async function refuseNewTraps(db: Db, workflowId: number, before: Graph, key: string): Promise<void> {
  if (newTraps(before, await loadGraph(db, workflowId)).length) throw refuse(key);
}

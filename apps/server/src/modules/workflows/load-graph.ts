import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import {
  workflowItemCommands,
  workflowItemCommandTypes,
  workflowItemOperationTypes,
  workflowItems,
  workflows,
} from '../../db/tenant/workflows.table.ts';
import { DomainError } from '../../kernel/envelope.ts';
import { lockName } from '../../db/lock-name.ts';
import type { Graph } from './graph.ts';
import { walkNumbers } from './step-numbers.ts';

export type Db = TenantDb | TenantTx;

/** Serialises the writes of one workflow's steps, so two edits of one graph run one after the other. */
export const lockWorkflow = (db: Db, workflowId: number) => lockName(db, `workflow:${workflowId}`);

export async function requireWorkflow(db: Db, workflowId: number): Promise<void> {
  const [row] = await db.select({ id: workflows.id }).from(workflows).where(eq(workflows.id, workflowId));
  if (!row) throw new DomainError('NotFound');
}

/** The active steps of a workflow with their operation codes, and the commands between them. */
export async function loadGraph(db: Db, workflowId: number): Promise<Graph> {
  const items = await db
    .select({
      id: workflowItems.id,
      position: workflowItems.position,
      code: workflowItemOperationTypes.code,
    })
    .from(workflowItems)
    .innerJoin(
      workflowItemOperationTypes,
      eq(workflowItemOperationTypes.id, workflowItems.workflowItemOperationTypeId),
    )
    .where(and(eq(workflowItems.workflowId, workflowId), eq(workflowItems.isActive, true)))
    .orderBy(asc(workflowItems.position), asc(workflowItems.id));
  const ids = items.map((item) => item.id);
  const commands = ids.length
    ? await db
        .select({
          id: workflowItemCommands.id,
          from: workflowItemCommands.workflowItemId,
          to: workflowItemCommands.targetWorkflowItemId,
          typeId: workflowItemCommands.workflowItemCommandTypeId,
          typeName: workflowItemCommandTypes.name,
          typeCode: workflowItemCommandTypes.code,
          goNextStep: workflowItemCommandTypes.goNextStep,
          isList: workflowItemCommandTypes.isList,
        })
        .from(workflowItemCommands)
        .innerJoin(
          workflowItemCommandTypes,
          eq(workflowItemCommandTypes.id, workflowItemCommands.workflowItemCommandTypeId),
        )
        .where(inArray(workflowItemCommands.workflowItemId, ids))
        .orderBy(asc(workflowItemCommands.id))
    : [];
  const active = new Set(ids);
  return { items, commands: commands.filter((c) => active.has(c.to)) };
}

/**
 * Each step's number in the editor, the problems, the dry run and the trails (docs/workflows.md): the
 * order a request walks its workflow's steps from the start, breadth first (`walkNumbers`), computed over
 * each whole workflow the steps belong to. Two queries whatever the number of steps and workflows.
 */
export async function stepNumbers(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const owners = db
    .selectDistinct({ id: workflowItems.workflowId })
    .from(workflowItems)
    .where(inArray(workflowItems.id, [...ids]));
  const steps = await db
    .select({
      id: workflowItems.id,
      workflowId: workflowItems.workflowId,
      position: workflowItems.position,
      isActive: workflowItems.isActive,
    })
    .from(workflowItems)
    .where(inArray(workflowItems.workflowId, owners));
  const arrows = await db
    .select({
      id: workflowItemCommands.id,
      from: workflowItemCommands.workflowItemId,
      to: workflowItemCommands.targetWorkflowItemId,
    })
    .from(workflowItemCommands)
    .innerJoin(workflowItems, eq(workflowItems.id, workflowItemCommands.workflowItemId))
    .where(inArray(workflowItems.workflowId, owners));
  const wanted = new Set(ids);
  const numbers = new Map<number, number>();
  const workflowOf = new Map(steps.map((step) => [step.id, step.workflowId]));
  for (const workflowId of new Set(steps.map((step) => step.workflowId))) {
    const own = walkNumbers(
      steps.filter((step) => step.workflowId === workflowId),
      arrows.filter((arrow) => workflowOf.get(arrow.from) === workflowId),
    );
    for (const [id, number] of own) if (wanted.has(id)) numbers.set(id, number);
  }
  return numbers;
}

/** An active step of any workflow, with its workflow and operation code; NotFound otherwise. */
export async function requireItem(db: Db, id: number) {
  const [item] = await db
    .select({
      id: workflowItems.id,
      workflowId: workflowItems.workflowId,
      position: workflowItems.position,
      isActive: workflowItems.isActive,
      code: workflowItemOperationTypes.code,
    })
    .from(workflowItems)
    .innerJoin(
      workflowItemOperationTypes,
      eq(workflowItemOperationTypes.id, workflowItems.workflowItemOperationTypeId),
    )
    .where(eq(workflowItems.id, id));
  if (!item) throw new DomainError('NotFound');
  return item;
}

/**
 * A step read under its workflow's lock: its workflow first (a step never leaves it), the lock, then the
 * step as it is now — what another write changed while this one waited for the lock is seen.
 */
export async function lockItem(db: Db, id: number) {
  const { workflowId } = await requireItem(db, id);
  await lockWorkflow(db, workflowId);
  return requireItem(db, id);
}

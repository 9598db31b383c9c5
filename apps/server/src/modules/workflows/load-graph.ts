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

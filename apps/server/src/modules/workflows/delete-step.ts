import { and, eq, inArray, or } from 'drizzle-orm';
import { workflowItemCommands, workflowItems } from '../../db/tenant/workflows.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { DomainError } from '../../kernel/envelope.ts';
import { outgoing, reachableFrom } from './graph.ts';
import { refuseNewTraps } from './command-rules.ts';
import { loadGraph, lockItem, type Db } from './load-graph.ts';
import { actorOf, recordChange } from '../../crud/record-change.ts';

/**
 * Deletes a step by the rules of spec 001 §4, in one transaction: the step is deactivated (soft delete);
 * with one target, every command that pointed at it is relinked to that target and its own commands go;
 * with several branches, each branch's command goes, the commands into the step go too, and the steps
 * downstream are deactivated recursively unless another active step still reaches them. Refused (rolled
 * back) when that leaves a cycle without an exit: the cycle's only exit led into the deleted step's branches.
 */
export async function deleteWorkflowStep(
  ctx: OperationContext,
  input: { id: number },
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, input.id);
    if (!item.isActive) throw new DomainError('NotFound');
    const graph = await loadGraph(tx, item.workflowId);
    const own = outgoing(graph, item.id);
    const incoming = graph.commands.filter((c) => c.to === item.id && c.from !== item.id);
    const target = own.length === 1 ? own[0]?.to : undefined;
    for (const command of incoming) {
      if (target !== undefined && target !== command.from)
        await tx
          .update(workflowItemCommands)
          .set({ targetWorkflowItemId: target })
          .where(eq(workflowItemCommands.id, command.id));
      else await tx.delete(workflowItemCommands).where(eq(workflowItemCommands.id, command.id));
    }
    await removeCommandsOf(tx, [item.id]);
    await deactivate(tx, [item.id]);
    if (own.length > 1) await deactivateOrphans(tx, graph, item.id);
    await refuseNewTraps(tx, item.workflowId, graph, 'WorkflowStepDeleteCycle');
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'workflows',
      entity: 'Workflow',
      entityId: item.workflowId,
      action: 'deleteWorkflowStep',
      changes: {
        step: { old: { id: item.id, operation: item.code } },
      },
    });
  });
  return ok({ id: input.id });
}

/** Steps downstream of the deleted one that no other active step reaches any more. */
async function deactivateOrphans(
  tx: Db,
  graph: Awaited<ReturnType<typeof loadGraph>>,
  deletedId: number,
): Promise<void> {
  const downstream = reachableFrom(graph, [deletedId]);
  downstream.delete(deletedId);
  const rest = { ...graph, commands: graph.commands.filter((c) => c.from !== deletedId) };
  const roots = graph.items.map((i) => i.id).filter((id) => id !== deletedId && !downstream.has(id));
  const kept = reachableFrom(rest, roots, new Set([deletedId]));
  const orphans = [...downstream].filter((id) => !kept.has(id));
  await removeCommandsOf(tx, orphans);
  await deactivate(tx, orphans);
}

async function removeCommandsOf(tx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .delete(workflowItemCommands)
    .where(
      or(
        inArray(workflowItemCommands.workflowItemId, ids),
        inArray(workflowItemCommands.targetWorkflowItemId, ids),
      ),
    );
}

async function deactivate(tx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(workflowItems)
    .set({ isActive: false })
    .where(and(inArray(workflowItems.id, ids), eq(workflowItems.isActive, true)));
}

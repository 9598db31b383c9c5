import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../src/db/tenant-db.ts';
import {
  workflowApprovalOperations,
  workflowItemGroups,
  workflowItemUsers,
  workflowManagerLevels,
  workflowNotificationOperations,
  workflowStatusUpdateOperations,
  workflowTaskOperations,
  workflowUrlRequestOperations,
} from '../src/db/tenant/workflow-operations.table.ts';
import {
  workflowItemCommands,
  workflowItemCommandTypes,
  workflowItemOperationTypes,
  workflowItems,
} from '../src/db/tenant/workflows.table.ts';
import { trappedCycles } from '../src/modules/workflows/graph.ts';

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T | undefined => list[int(list.length)],
  };
}
export type Random = ReturnType<typeof seeded>;

type PartTable = PgTable & { id: PgColumn; workflowItemId: PgColumn };

/** What a step holds and the kinds of step it fits, written out here apart from the server's own list. */
const PARTS: [string, PartTable, string[]][] = [
  ['user', workflowItemUsers, ['APPROVAL', 'NOTIFICATION', 'TASK']],
  ['group', workflowItemGroups, ['APPROVAL', 'NOTIFICATION', 'TASK']],
  ['managerLevel', workflowManagerLevels, ['APPROVAL']],
  ['approval', workflowApprovalOperations, ['APPROVAL']],
  ['statusUpdate', workflowStatusUpdateOperations, ['STATUS_UPDATE']],
  ['notification', workflowNotificationOperations, ['NOTIFICATION']],
  ['task', workflowTaskOperations, ['TASK']],
  ['urlRequest', workflowUrlRequestOperations, ['URL_REQUEST']],
  ['decision', workflowItemCommandTypes as unknown as PartTable, ['APPROVAL']],
];

/** The tenant's steps, arrows and step parts, read from the database directly. */
export async function snapshot(db: TenantDb) {
  const items = await db
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
    );
  const commands = await db
    .select({
      id: workflowItemCommands.id,
      from: workflowItemCommands.workflowItemId,
      to: workflowItemCommands.targetWorkflowItemId,
      typeId: workflowItemCommands.workflowItemCommandTypeId,
    })
    .from(workflowItemCommands);
  const decisions = await db
    .select({ id: workflowItemCommandTypes.id, workflowItemId: workflowItemCommandTypes.workflowItemId })
    .from(workflowItemCommandTypes);
  const parts: { part: string; id: number; workflowItemId: number; kinds: string[] }[] = [];
  for (const [part, table, kinds] of PARTS) {
    const rows = (await db.select({ id: table.id, workflowItemId: table.workflowItemId }).from(table)) as {
      id: number;
      workflowItemId: number | null;
    }[];
    for (const row of rows)
      if (row.workflowItemId !== null)
        parts.push({ part, id: row.id, workflowItemId: row.workflowItemId, kinds });
  }
  return { items, commands, decisions, parts };
}
export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * What must never be, whatever the operations did: an arrow joining two workflows or touching a passive
 * step, two active steps of a workflow at one position, a part that does not fit its step's kind, a cycle
 * without an exit.
 */
export function violations(s: Snapshot): string[] {
  const found: string[] = [];
  const step = new Map(s.items.map((item) => [item.id, item]));
  for (const c of s.commands) {
    const from = step.get(c.from);
    const to = step.get(c.to);
    if (from?.workflowId !== to?.workflowId) found.push(`arrow ${c.id} joins two workflows`);
    else if (!from?.isActive || !to?.isActive) found.push(`arrow ${c.id} touches a passive step`);
  }
  const seen = new Set<string>();
  for (const item of s.items.filter((i) => i.isActive)) {
    const key = `${item.workflowId}@${item.position}`;
    if (seen.has(key)) found.push(`two active steps of workflow ${item.workflowId} at ${item.position}`);
    seen.add(key);
  }
  for (const part of s.parts) {
    const item = step.get(part.workflowItemId);
    if (item && !part.kinds.includes(item.code)) found.push(`${part.part} ${part.id} on a ${item.code} step`);
  }
  for (const workflowId of new Set(s.items.map((item) => item.workflowId))) {
    const items = s.items.filter((item) => item.workflowId === workflowId && item.isActive);
    const ids = new Set(items.map((item) => item.id));
    const commands = s.commands
      .filter((c) => ids.has(c.from) && ids.has(c.to))
      .map((c) => ({ ...c, typeName: '', goNextStep: true, isList: false }));
    for (const cycle of trappedCycles({ items, commands }))
      found.push(`workflow ${workflowId}: steps ${cycle.join(', ')} in a cycle without an exit`);
  }
  return found;
}

import { and, eq, inArray } from 'drizzle-orm';
import { OperationCode, type workflowBranchNameInput, type workflowStepDetailsInput } from '@pano/contract';
import type { z } from 'zod';
import {
  workflowApprovalOperations,
  workflowItemGroups,
  workflowItemUsers,
  workflowManagerLevels,
  workflowNotificationOperations,
  workflowStatusUpdateOperations,
  workflowTaskOperations,
  workflowUrlRequestOperations,
  workflowStepConditions,
} from '../../db/tenant/workflow-operations.table.ts';
import { workflowItemCommandTypes } from '../../db/tenant/workflows.table.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import type { OperationContext } from '../../request/context.ts';
import { lockItem, type Db } from './load-graph.ts';
import { actorOf, recordChange } from '../../crud/record-change.ts';

type Details = z.output<typeof workflowStepDetailsInput>;
type BranchName = z.output<typeof workflowBranchNameInput>;
type OneTable =
  | typeof workflowApprovalOperations
  | typeof workflowManagerLevels
  | typeof workflowStatusUpdateOperations
  | typeof workflowNotificationOperations
  | typeof workflowTaskOperations
  | typeof workflowUrlRequestOperations
  | typeof workflowStepConditions;

/** Writes a step's one operation of a kind: updated when it has one, inserted otherwise, removed on null. */
async function upsert(
  db: Db,
  table: OneTable,
  workflowItemId: number,
  values: Record<string, unknown> | null,
) {
  if (values === null) {
    await db.delete(table).where(eq(table.workflowItemId, workflowItemId));
    return;
  }
  const [current] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.workflowItemId, workflowItemId));
  if (current) await db.update(table).set(values).where(eq(table.id, current.id));
  else await db.insert(table).values({ workflowItemId, ...values } as never);
}

/** Participants saved as the difference with the current ones (spec 001 §4 Membership diffs). */
async function saveMembers(
  db: Db,
  workflowItemId: number,
  userIds?: number[] | null,
  groupIds?: number[] | null,
) {
  if (userIds) {
    const rows = await db
      .select({ id: workflowItemUsers.id, key: workflowItemUsers.userId })
      .from(workflowItemUsers)
      .where(eq(workflowItemUsers.workflowItemId, workflowItemId));
    const { added, removed } = difference(rows, userIds);
    if (removed.length) await db.delete(workflowItemUsers).where(inArray(workflowItemUsers.id, removed));
    if (added.length)
      await db.insert(workflowItemUsers).values(added.map((userId) => ({ workflowItemId, userId })));
  }
  if (groupIds) {
    const rows = await db
      .select({ id: workflowItemGroups.id, key: workflowItemGroups.groupId })
      .from(workflowItemGroups)
      .where(eq(workflowItemGroups.workflowItemId, workflowItemId));
    const { added, removed } = difference(rows, groupIds);
    if (removed.length) await db.delete(workflowItemGroups).where(inArray(workflowItemGroups.id, removed));
    if (added.length)
      await db.insert(workflowItemGroups).values(added.map((groupId) => ({ workflowItemId, groupId })));
  }
}

export function difference(rows: { id: number; key: number }[], wanted: number[]) {
  const want = new Set(wanted);
  const have = new Set(rows.map((row) => row.key));
  return {
    added: [...want].filter((key) => !have.has(key)),
    removed: rows.filter((row) => !want.has(row.key)).map((row) => row.id),
  };
}

function required<T>(value: T | null | undefined, field: string): T {
  if (value == null) throw invalidField(field, 'required');
  return value;
}

/**
 * A step's details by its kind (spec 001 §5): approval (condition, manager level or 'Yok', participants),
 * status update (status), notification (PUSH, subject, body, participants), task (title, description,
 * participants), URL request (header, type, http(s) URL, body). Details of other kinds are ignored. A
 * rule (docs/approvals.md, Conditions) fits any kind: null removes it, absent leaves it.
 */
export async function saveDetails(db: Db, item: { id: number; code: string }, details: Details) {
  switch (item.code) {
    case OperationCode.Approval:
      await upsert(db, workflowApprovalOperations, item.id, required(details.approval, 'condition'));
      if (details.managerLevel !== undefined)
        await upsert(
          db,
          workflowManagerLevels,
          item.id,
          details.managerLevel === null ? null : { managerLevel: details.managerLevel },
        );
      break;
    case OperationCode.StatusUpdate:
      await upsert(db, workflowStatusUpdateOperations, item.id, required(details.statusUpdate, 'statusId'));
      break;
    case OperationCode.Notification:
      await upsert(db, workflowNotificationOperations, item.id, required(details.notification, 'subject'));
      break;
    case OperationCode.Task:
      await upsert(db, workflowTaskOperations, item.id, required(details.task, 'title'));
      break;
    case OperationCode.UrlRequest:
      await upsert(db, workflowUrlRequestOperations, item.id, required(details.urlRequest, 'url'));
      break;
  }
  const takesPeople =
    item.code === OperationCode.Approval ||
    item.code === OperationCode.Notification ||
    item.code === OperationCode.Task;
  if (takesPeople) await saveMembers(db, item.id, details.userIds, details.groupIds);
  if (details.rule !== undefined) await upsert(db, workflowStepConditions, item.id, details.rule);
}

/**
 * Renames an approval step's decisions (its branches, issue 26 §3.9): each one named must be a decision of
 * this very step ('Karar' field otherwise); the arrows and the steps they lead to stay as they are.
 */
async function renameBranches(db: Db, workflowItemId: number, names: BranchName[]) {
  if (!names.length) return;
  const own = await db
    .select({ id: workflowItemCommandTypes.id })
    .from(workflowItemCommandTypes)
    .where(
      and(
        eq(workflowItemCommandTypes.workflowItemId, workflowItemId),
        eq(workflowItemCommandTypes.isList, true),
      ),
    );
  const ids = new Set(own.map((row) => row.id));
  for (const { workflowItemCommandTypeId, name } of names) {
    if (!ids.has(workflowItemCommandTypeId)) throw invalidField('workflowItemCommandTypeId', 'checkField');
    await db
      .update(workflowItemCommandTypes)
      .set({ name })
      .where(eq(workflowItemCommandTypes.id, workflowItemCommandTypeId));
  }
}

/**
 * Saves the step dialog at once: its operation, manager level and participants, and an approval step's
 * decisions' names, in one transaction.
 */
export async function saveWorkflowStep(
  ctx: OperationContext,
  input: { id: number; details: Details; branchNames?: BranchName[] | null },
): Promise<Envelope<{ id: number }>> {
  await ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, input.id);
    if (!item.isActive) throw new DomainError('NotFound');
    await saveDetails(tx, item, input.details);
    await renameBranches(tx, item.id, input.branchNames ?? []);
    await recordChange(tx, {
      actor: actorOf(ctx),
      area: 'workflows',
      entity: 'Workflow',
      entityId: item.workflowId,
      action: 'saveWorkflowStep',
      changes: { step: { new: { id: item.id, ...input.details, branchNames: input.branchNames ?? [] } } },
    });
  });
  return ok({ id: input.id });
}

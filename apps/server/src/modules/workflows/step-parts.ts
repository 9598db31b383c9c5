import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { OperationCode, type OperationCodeValue } from '@pano/contract';
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
import type { IdTable } from '../../crud/entity-definition.ts';
import type { Db } from './load-graph.ts';

export type StepTable = IdTable & { workflowItemId: PgColumn };

const PARTICIPANT_KINDS = [OperationCode.Approval, OperationCode.Notification, OperationCode.Task];
const APPROVAL = [OperationCode.Approval];

/**
 * What a step holds beside its arrows, and the kinds of step each fits (docs/workflows.md): participants on
 * approval, notification and task steps; an operation on the step of its kind; decisions (command types
 * of the step) on approval steps. The one list the writes, the kind change and the problems read.
 */
export const STEP_PARTS = {
  users: { table: workflowItemUsers, kinds: PARTICIPANT_KINDS },
  groups: { table: workflowItemGroups, kinds: PARTICIPANT_KINDS },
  managerLevel: { table: workflowManagerLevels, kinds: APPROVAL },
  approval: { table: workflowApprovalOperations, kinds: APPROVAL },
  statusUpdate: { table: workflowStatusUpdateOperations, kinds: [OperationCode.StatusUpdate] },
  notification: { table: workflowNotificationOperations, kinds: [OperationCode.Notification] },
  task: { table: workflowTaskOperations, kinds: [OperationCode.Task] },
  urlRequest: { table: workflowUrlRequestOperations, kinds: [OperationCode.UrlRequest] },
  decisions: { table: workflowItemCommandTypes as StepTable, kinds: APPROVAL },
  rule: { table: workflowStepConditions, kinds: Object.values(OperationCode) },
} satisfies Record<string, { table: StepTable; kinds: readonly OperationCodeValue[] }>;

export type StepPart = keyof typeof STEP_PARTS;

/** The parts approval steps count as participants ('NoParticipants' otherwise). */
export const PARTICIPANT_PARTS: readonly StepPart[] = ['users', 'groups', 'managerLevel'];

/** Whether a part fits a step of this kind. */
export function partFits(part: StepPart, code: string): boolean {
  return (STEP_PARTS[part].kinds as readonly string[]).includes(code);
}

/** The parts each of these steps holds (steps holding none are left out). */
export async function stepParts(db: Db, ids: readonly number[]): Promise<Map<number, Set<StepPart>>> {
  const parts = new Map<number, Set<StepPart>>();
  if (!ids.length) return parts;
  for (const [part, { table }] of Object.entries(STEP_PARTS) as [StepPart, { table: StepTable }][]) {
    const rows = (await db
      .selectDistinct({ id: table.workflowItemId })
      .from(table)
      .where(inArray(table.workflowItemId, [...ids]))) as { id: number }[];
    for (const row of rows) parts.set(row.id, (parts.get(row.id) ?? new Set()).add(part));
  }
  return parts;
}

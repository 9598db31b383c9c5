import { and, eq, ne } from 'drizzle-orm';
import {
  approvalOperationResource,
  managerLevelResource,
  notificationOperationResource,
  OperationCode,
  statusUpdateOperationResource,
  taskOperationResource,
  urlRequestOperationResource,
  workflowItemUserGroupResource,
  workflowItemUserResource,
  type OperationCodeValue,
  type Resource,
} from '@pano/contract';
import {
  workflowApprovalOperations,
  workflowItemGroups,
  workflowItemUsers,
  workflowManagerLevels,
  workflowNotificationOperations,
  workflowStatusUpdateOperations,
  workflowTaskOperations,
  workflowUrlRequestOperations,
} from '../../db/tenant/workflow-operations.table.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityDefinition, EntityHooks, IdTable } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';
import { groupEntity } from '../people/group.entities.ts';
import { userEntity } from '../people/user.entity.ts';
import { statusEntity } from '../reference/reference.entities.ts';
import { refuse } from '../../kernel/envelope.ts';
import { lockWorkflow, requireItem } from './load-graph.ts';

type StepTable = IdTable & { workflowItemId: PgColumn };

/**
 * The rules every operation and participant shares: its step exists and is of a kind that takes it
 * (participants: approval, notification and task steps), and a step holds one operation of each kind.
 */
function stepHooks(kinds: readonly OperationCodeValue[], table: StepTable, single: boolean): EntityHooks {
  return {
    async beforeWrite(ctx, values, _mode, previous) {
      const item = await requireItem(ctx.db, values.workflowItemId as number).catch(() => {
        throw invalidField('workflowItemId', 'checkField');
      });
      await lockWorkflow(ctx.db, item.workflowId);
      if (!kinds.includes(item.code as OperationCodeValue)) throw refuse('WorkflowOperationKind');
      if (!single) return;
      const [other] = await ctx.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.workflowItemId, item.id), previous ? ne(table.id, previous.id) : undefined))
        .limit(1);
      if (other) throw refuse('WorkflowOperationTwice');
    },
  };
}

const PARTICIPANT_KINDS = [OperationCode.Approval, OperationCode.Notification, OperationCode.Task];

function stepEntity(
  api: Resource,
  table: StepTable,
  kinds: readonly OperationCodeValue[],
  extra: Partial<EntityDefinition> = {},
  single = true,
): EntityDefinition {
  return {
    api,
    table,
    sortColumns: ['id'],
    defaultSort: { column: 'id', descending: false },
    filters: ['workflowItemId'],
    hasActive: false,
    hooks: stepHooks(kinds, table, single),
    ...extra,
  };
}

/** A step's participant users and groups (spec 001 §7: insert and delete; saved as differences). */
export const workflowItemUserEntity = stepEntity(
  workflowItemUserResource,
  workflowItemUsers,
  PARTICIPANT_KINDS,
  { relations: [{ field: 'user', foreignKey: 'userId', target: () => userEntity }] },
  false,
);
export const workflowItemUserGroupEntity = stepEntity(
  workflowItemUserGroupResource,
  workflowItemGroups,
  PARTICIPANT_KINDS,
  { relations: [{ field: 'group', foreignKey: 'groupId', target: () => groupEntity }] },
  false,
);

export const approvalOperationEntity = stepEntity(approvalOperationResource, workflowApprovalOperations, [
  OperationCode.Approval,
]);
/** The requester's manager level (1–6) of an approval step; deleting it is 'Yok'. */
export const managerLevelEntity = stepEntity(managerLevelResource, workflowManagerLevels, [
  OperationCode.Approval,
]);
export const statusUpdateOperationEntity = stepEntity(
  statusUpdateOperationResource,
  workflowStatusUpdateOperations,
  [OperationCode.StatusUpdate],
  { relations: [{ field: 'status', foreignKey: 'statusId', target: () => statusEntity }] },
);
export const notificationOperationEntity = stepEntity(
  notificationOperationResource,
  workflowNotificationOperations,
  [OperationCode.Notification],
);
export const taskOperationEntity = stepEntity(taskOperationResource, workflowTaskOperations, [
  OperationCode.Task,
]);
export const urlRequestOperationEntity = stepEntity(
  urlRequestOperationResource,
  workflowUrlRequestOperations,
  [OperationCode.UrlRequest],
);

import { and, eq, ne } from 'drizzle-orm';
import {
  approvalOperationResource,
  managerLevelResource,
  notificationOperationResource,
  statusUpdateOperationResource,
  taskOperationResource,
  urlRequestOperationResource,
  stepConditionResource,
  workflowItemUserGroupResource,
  workflowItemUserResource,
  type Resource,
} from '@pano/contract';
import type { EntityDefinition, EntityHooks } from '../../crud/entity-definition.ts';
import { invalidField } from '../../kernel/validation.ts';
import { groupEntity } from '../people/group.entities.ts';
import { userEntity } from '../people/user.entity.ts';
import { statusEntity } from '../reference/reference.entities.ts';
import { refuse } from '../../kernel/envelope.ts';
import { lockItem, lockWorkflow, requireItem, type Db } from './load-graph.ts';
import { partFits, STEP_PARTS, type StepPart, type StepTable } from './step-parts.ts';

/** Locks the workflow of the step a part row belongs to (before an update reads and locks the row). */
async function lockPartWorkflow(db: Db, table: StepTable, id: number) {
  const [row] = (await db
    .select({ workflowItemId: table.workflowItemId })
    .from(table)
    .where(eq(table.id, id))) as { workflowItemId: number }[];
  if (row) await lockWorkflow(db, (await requireItem(db, row.workflowItemId)).workflowId);
}

/**
 * The rules every operation and participant shares: its step exists and is of a kind that takes it
 * (step-parts.ts), and a step holds one operation of each kind; written under the step's workflow lock.
 */
function stepHooks(part: StepPart, single: boolean): EntityHooks {
  const { table } = STEP_PARTS[part];
  return {
    beforeUpdate: (ctx, id) => lockPartWorkflow(ctx.db, table, id),
    async beforeWrite(ctx, values, _mode, previous) {
      const item = await lockItem(ctx.db, values.workflowItemId as number).catch(() => {
        throw invalidField('workflowItemId', 'checkField');
      });
      if (!partFits(part, item.code)) throw refuse('WorkflowOperationKind');
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

function stepEntity(
  api: Resource,
  part: StepPart,
  extra: Partial<EntityDefinition> = {},
  single = true,
): EntityDefinition {
  return {
    api,
    table: STEP_PARTS[part].table,
    sortColumns: ['id'],
    defaultSort: { column: 'id', descending: false },
    filters: ['workflowItemId'],
    hasActive: false,
    hooks: stepHooks(part, single),
    ...extra,
  };
}

/** A step's participant users and groups (spec 001 §7: insert and delete; saved as differences). */
export const workflowItemUserEntity = stepEntity(
  workflowItemUserResource,
  'users',
  { relations: [{ field: 'user', foreignKey: 'userId', target: () => userEntity }] },
  false,
);
export const workflowItemUserGroupEntity = stepEntity(
  workflowItemUserGroupResource,
  'groups',
  { relations: [{ field: 'group', foreignKey: 'groupId', target: () => groupEntity }] },
  false,
);

export const approvalOperationEntity = stepEntity(approvalOperationResource, 'approval');
/** The requester's manager level (1–6) of an approval step; deleting it is 'Yok'. */
export const managerLevelEntity = stepEntity(managerLevelResource, 'managerLevel');
export const statusUpdateOperationEntity = stepEntity(statusUpdateOperationResource, 'statusUpdate', {
  relations: [{ field: 'status', foreignKey: 'statusId', target: () => statusEntity }],
});
export const notificationOperationEntity = stepEntity(notificationOperationResource, 'notification');
export const taskOperationEntity = stepEntity(taskOperationResource, 'task');
export const urlRequestOperationEntity = stepEntity(urlRequestOperationResource, 'urlRequest');
/** A step's rule (docs/approvals.md, Conditions): one per step, any kind; deleting it makes the step always run. */
export const stepConditionEntity = stepEntity(stepConditionResource, 'rule');

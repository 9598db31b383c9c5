import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  workflowItemCommandResource,
  workflowItemCommandTypeResource,
  workflowItemOperationTypeResource,
  workflowItemResource,
} from '@pano/contract';
import {
  workflowItemCommands,
  workflowItemCommandTypes,
  workflowItemOperationTypes,
  workflowItems,
} from '../../db/tenant/workflows.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { refuse } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { checkCommand, checkCommandRemoval, checkTrapsAfterWrite, lockCommand } from './command-rules.ts';
import { workflowItemHooks } from './item-rules.ts';
import { lockItem, stepNumbers } from './load-graph.ts';
import { partFits } from './step-parts.ts';
import {
  approvalOperationEntity,
  managerLevelEntity,
  notificationOperationEntity,
  statusUpdateOperationEntity,
  taskOperationEntity,
  urlRequestOperationEntity,
  stepConditionEntity,
  workflowItemUserEntity,
  workflowItemUserGroupEntity,
} from './operation.entities.ts';
import { workflowEntity } from './workflow.entities.ts';

/** The seeded operation types (spec 001 §9: pageSize 100), read-only. */
export const workflowItemOperationTypeEntity: EntityDefinition = {
  api: workflowItemOperationTypeResource,
  table: workflowItemOperationTypes,
  sortColumns: ['id', 'name'],
  defaultSort: { column: 'id', descending: false },
  hasActive: false,
};

/**
 * Steps (spec 001 §3 Workflow item, §7): listed by workflow, active ones by position, each with its type,
 * commands, participants and operations nested. Its writes keep the graph runnable (item-rules.ts).
 */
export const workflowItemEntity: EntityDefinition = {
  api: workflowItemResource,
  table: workflowItems,
  sortColumns: ['position', 'id'],
  defaultSort: { column: 'position', descending: false },
  filters: ['workflowId'],
  hasActive: true,
  relations: [
    {
      field: 'type',
      foreignKey: 'workflowItemOperationTypeId',
      target: () => workflowItemOperationTypeEntity,
    },
    { field: 'workflow', foreignKey: 'workflowId', target: () => workflowEntity },
  ],
  collections: [
    { field: 'commands', foreignKey: 'workflowItemId', target: () => workflowItemCommandEntity },
    { field: 'users', foreignKey: 'workflowItemId', target: () => workflowItemUserEntity },
    { field: 'userGroups', foreignKey: 'workflowItemId', target: () => workflowItemUserGroupEntity },
    { field: 'approvalOperations', foreignKey: 'workflowItemId', target: () => approvalOperationEntity },
    { field: 'managerLevels', foreignKey: 'workflowItemId', target: () => managerLevelEntity },
    {
      field: 'statusUpdateOperations',
      foreignKey: 'workflowItemId',
      target: () => statusUpdateOperationEntity,
    },
    {
      field: 'notificationOperations',
      foreignKey: 'workflowItemId',
      target: () => notificationOperationEntity,
    },
    { field: 'taskOperations', foreignKey: 'workflowItemId', target: () => taskOperationEntity },
    { field: 'urlRequestOperations', foreignKey: 'workflowItemId', target: () => urlRequestOperationEntity },
    { field: 'conditions', foreignKey: 'workflowItemId', target: () => stepConditionEntity },
  ],
  extraFields: {
    // the step's number in the editor: the order a request walks the steps from the start (step-numbers.ts)
    number: { type: 'Int', fallback: 0, batch: (db, ids) => stepNumbers(db, ids) },
  },
  hooks: workflowItemHooks,
};

/**
 * Command types (spec 001 §7): the global ones and an approval step's decisions (isList, workflowItemId);
 * listed by isList and by step. A type of a step is a decision: only an approval step has them.
 */
export const workflowItemCommandTypeEntity: EntityDefinition = {
  api: workflowItemCommandTypeResource,
  table: workflowItemCommandTypes,
  sortColumns: ['id', 'name'],
  defaultSort: { column: 'id', descending: false },
  filters: ['workflowItemId'],
  hasActive: false,
  pagerFilters: {
    isList: {
      input: z.boolean().nullish(),
      where: (value) => (typeof value === 'boolean' ? eq(workflowItemCommandTypes.isList, value) : undefined),
    },
  },
  hooks: {
    async beforeWrite(ctx, values) {
      if (values.workflowItemId == null) {
        if (values.isList === true) throw refuse('WorkflowListTypeNeedsStep');
        return;
      }
      const item = await lockItem(ctx.db, values.workflowItemId as number).catch(() => {
        throw invalidField('workflowItemId', 'checkField');
      });
      if (!partFits('decisions', item.code)) throw refuse('WorkflowDecisionKind');
    },
  },
};

/**
 * Commands (spec 001 §3, §7): an arrow from a step to a target step of the same workflow, of a global type
 * or one of the step's own decisions; it stays in its workflow; a write or delete that would trap requests
 * in a cycle is refused (command-rules.ts).
 */
export const workflowItemCommandEntity: EntityDefinition = {
  api: workflowItemCommandResource,
  table: workflowItemCommands,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['workflowItemId', 'targetWorkflowItemId'],
  hasActive: false,
  relations: [
    {
      field: 'workflowItemCommandType',
      foreignKey: 'workflowItemCommandTypeId',
      target: () => workflowItemCommandTypeEntity,
    },
  ],
  hooks: {
    async beforeUpdate(ctx, id) {
      await lockCommand(ctx.db, id);
    },
    beforeWrite: (ctx, values, _mode, previous) => checkCommand(ctx.db, values, previous),
    afterWrite: (ctx, id, values, _mode, previous) => checkTrapsAfterWrite(ctx.db, id, values, previous),
    beforeRemove: (ctx, id) => checkCommandRemoval(ctx.db, id),
  },
};

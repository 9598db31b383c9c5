import type { z } from 'zod';
import {
  approvalOperationInput,
  managerLevelInput,
  notificationOperationInput,
  statusUpdateOperationInput,
  taskOperationInput,
  urlRequestOperationInput,
  stepConditionInput,
  workflowCreateInput,
  workflowItemCommandCreateInput,
  workflowItemCommandTypeCreateInput,
  workflowItemCommandUpdateInput,
  workflowItemCreateInput,
  workflowItemGroupCreateInput,
  workflowItemUpdateInput,
  workflowItemUserCreateInput,
  workflowUpdateInput,
} from '../validation/workflows.ts';
import { camel, crudResource, defineResource, type Resource } from './resource.ts';

/** Spec 001 §7 Workflows: `workflows(workFlowPagerModel)`; also the workflows lookup of 000 §7. */
export const workflowResource = crudResource(
  'Workflow',
  'workflows',
  workflowCreateInput,
  workflowUpdateInput,
  {
    pagerArg: 'workFlowPagerModel',
  },
);

/** Steps: list (workFlowItemPagerModel, active ones by position), create, update; soft-deleted by isActive. */
export const workflowItemResource = defineResource({
  typeName: 'WorkflowItem',
  list: 'workflowItems',
  pagerArg: 'workFlowItemPagerModel',
  single: 'workflowItem',
  create: { name: 'createWorkflowItem', input: workflowItemCreateInput },
  update: { name: 'updateWorkflowItem', input: workflowItemUpdateInput },
});
/** The seeded operation types (pageSize 100), read-only. */
export const workflowItemOperationTypeResource = defineResource({
  typeName: 'WorkflowItemOperationType',
  list: 'workflowItemOperationTypes',
  single: 'workflowItemOperationType',
});
/** Command types: listed by isList (and workflowItemId when isList), inserted for an approval step's branches. */
export const workflowItemCommandTypeResource = defineResource({
  typeName: 'WorkflowItemCommandType',
  list: 'workflowItemCommandTypes',
  single: 'workflowItemCommandType',
  create: { name: 'createWorkflowItemCommandType', input: workflowItemCommandTypeCreateInput },
});
export const workflowItemCommandResource = crudResource(
  'WorkflowItemCommand',
  'workflowItemCommands',
  workflowItemCommandCreateInput,
  workflowItemCommandUpdateInput,
);

/** Inserted and deleted only (spec 001 §7: participants are saved as differences). */
function linkResource(typeName: string, list: string, input: z.ZodObject): Resource {
  return defineResource({
    typeName,
    list,
    single: camel(typeName),
    create: { name: `create${typeName}`, input },
    remove: `delete${typeName}`,
  });
}
export const workflowItemUserResource = linkResource(
  'WorkflowItemUser',
  'workflowItemUsers',
  workflowItemUserCreateInput,
);
export const workflowItemUserGroupResource = linkResource(
  'WorkflowItemUserGroup',
  'workflowItemUserGroups',
  workflowItemGroupCreateInput,
);

/** A step's operation: list by workflowItemId, insert and update (manager levels also delete: 'Yok'). */
function operationResource(
  typeName: string,
  list: string,
  input: { create: z.ZodObject; update: z.ZodObject },
  removable = false,
): Resource {
  const { remove, ...rest } = crudResource(typeName, list, input.create, input.update);
  return removable ? { ...rest, remove } : rest;
}
export const approvalOperationResource = operationResource(
  'ApprovalOperation',
  'approvalOperations',
  approvalOperationInput,
);
export const managerLevelResource = operationResource(
  'WorkflowManagerLevel',
  'managerLevels',
  managerLevelInput,
  true,
);
export const statusUpdateOperationResource = operationResource(
  'StatusUpdateOperation',
  'statusUpdateOperations',
  statusUpdateOperationInput,
);
export const notificationOperationResource = operationResource(
  'NotificationOperation',
  'notificationOperations',
  notificationOperationInput,
);
export const taskOperationResource = operationResource('TaskOperation', 'taskOperations', taskOperationInput);
export const urlRequestOperationResource = operationResource(
  'UrlRequestOperation',
  'urlRequestOperations',
  urlRequestOperationInput,
);
/** A step's rule (docs/approvals.md, Conditions): list by workflowItemId, insert, update and delete. */
export const stepConditionResource = operationResource(
  'WorkflowStepCondition',
  'workflowStepConditions',
  stepConditionInput,
  true,
);

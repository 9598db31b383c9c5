import type { Step } from '../steps.ts';

/** A step as the editor reads it, numbered and placed by its id, with arrows `[target, name]` (tests only). */
export const step = (id: number, targets: [number, string][] = [], code = 'TASK'): Step => ({
  id,
  number: id,
  position: id,
  workflowItemOperationTypeId: 1,
  type: { id: 1, name: code, code },
  commands: targets.map(([to, name], i) => ({
    id: id * 10 + i,
    targetWorkflowItemId: to,
    workflowItemCommandType: { id: 1, name, code: 'NEXT', isList: false, goNextStep: true },
  })),
  users: [],
  userGroups: [],
  approvalOperations: [],
  conditions: [],
  managerLevels: [],
  statusUpdateOperations: [],
  notificationOperations: [],
  taskOperations: [],
  urlRequestOperations: [],
});

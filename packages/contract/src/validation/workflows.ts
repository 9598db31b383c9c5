import { z } from 'zod';
import { id, requiredName } from './reference.ts';
import { CONDITION_FACTS, CONDITION_OPERATORS, TIMEOUT_ACTIONS } from './requests.ts';
import { webAddressRule } from './web-address.ts';

/** Workflow: name required (spec 001 §5). */
export const workflowCreateInput = z.object({ name: requiredName });
export const workflowUpdateInput = workflowCreateInput.extend({ id });

/** Operation type codes seeded per tenant (docs/workflows.md). */
export const OperationCode = {
  Approval: 'APPROVAL',
  StatusUpdate: 'STATUS_UPDATE',
  Notification: 'NOTIFICATION',
  Task: 'TASK',
  UrlRequest: 'URL_REQUEST',
} as const;
export type OperationCodeValue = (typeof OperationCode)[keyof typeof OperationCode];
/** The global command type every plain step uses ('Sonraki adım'). */
export const NEXT_COMMAND_CODE = 'NEXT';

/** Spec 001 §4, §9: approval condition OR ('VEYA') / AND ('VE'); notification PUSH = 3; request types. */
export const APPROVAL_CONDITIONS = ['VEYA', 'VE'] as const;
export const NOTIFICATION_PUSH = 3;
export const NOTIFICATION_TYPES = [NOTIFICATION_PUSH] as const;
export const REQUEST_TYPES = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export const WORKFLOW_MANAGER_LEVELS = [1, 2, 3, 4, 5, 6] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const position = z.number().int().min(0).max(100000);

/** Items (spec 001 §7): create {workflowId, workflowItemOperationTypeId, position}; update adds id, isActive. */
export const workflowItemCreateInput = z.object({
  workflowId: id,
  workflowItemOperationTypeId: id,
  position,
});
export const workflowItemUpdateInput = workflowItemCreateInput.extend({ id, isActive: z.boolean() });

/** Command types (spec 001 §7): {name, code, goNextStep, isList, workflowItemId}. */
export const workflowItemCommandTypeCreateInput = z.object({
  name: requiredName,
  code: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => v ?? ''),
  goNextStep: z.boolean().default(true),
  isList: z.boolean().default(true),
  workflowItemId: id.nullish(),
});

/** Commands (spec 001 §7): {workflowItemId, workflowItemCommandTypeId, targetWorkflowItemId}. */
export const workflowItemCommandCreateInput = z.object({
  workflowItemId: id,
  workflowItemCommandTypeId: id,
  targetWorkflowItemId: id,
});
export const workflowItemCommandUpdateInput = workflowItemCommandCreateInput.extend({ id });

export const workflowItemUserCreateInput = z.object({ workflowItemId: id, userId: id });
export const workflowItemGroupCreateInput = z.object({ workflowItemId: id, groupId: id });

const condition = z.enum(APPROVAL_CONDITIONS);
const managerLevel = z.number().int().min(1).max(6);
/** PUSH (3) is the only notification type (spec 001 §4): anything else is told so ('onlyPush'). */
const notificationType = z
  .number()
  .int()
  .min(NOTIFICATION_PUSH, 'onlyPush')
  .max(NOTIFICATION_PUSH, 'onlyPush');
const requestType = z.enum(REQUEST_TYPES);
/**
 * A URL step's address: the one web-address rule (web-address.ts), its `{{requestId}}`-style placeholders kept
 * as written; stored now and called by the workflow runner later.
 */
export const stepUrl = webAddressRule({ placeholders: true });

/**
 * An approval step's condition and, optionally, its timeout: after `timeoutDays` without a decision, the
 * `timeoutAction` (docs/approvals.md, Timeouts); both or neither.
 */
export const approvalFields = {
  condition,
  timeoutDays: z.number().int().min(1).max(365).nullish(),
  timeoutAction: z.enum(TIMEOUT_ACTIONS).nullish(),
};
const timeoutTogether = (v: { timeoutDays?: number | null; timeoutAction?: string | null }) =>
  (v.timeoutDays == null) === (v.timeoutAction == null);
const timeoutRule = { message: 'required', path: ['timeoutAction'] };

/** A step's rule (docs/approvals.md, Conditions): it runs only when the request's fact compares true. */
export const stepRuleFields = {
  fact: z.enum(CONDITION_FACTS),
  operator: z.enum(CONDITION_OPERATORS),
  value: z.number().min(-1_000_000_000).max(1_000_000_000).multipleOf(0.01),
};
export const managerLevelFields = { managerLevel };
export const statusUpdateFields = { statusId: id };
export const notificationFields = { notificationType, subject: text(200), body: text(10000) };
export const taskFields = { title: text(200), description: text(10000) };
export const urlRequestFields = { header: text(10000), requestType, url: stepUrl, body: text(10000) };

const operation = <T extends z.ZodRawShape>(fields: T) => {
  const create = z.object({ workflowItemId: id, ...fields });
  return { create, update: create.extend({ id }) };
};
export const approvalOperationInput = {
  create: operation(approvalFields).create.refine(timeoutTogether, timeoutRule),
  update: operation(approvalFields).update.refine(timeoutTogether, timeoutRule),
};
export const stepConditionInput = operation(stepRuleFields);
export const managerLevelInput = operation(managerLevelFields);
export const statusUpdateOperationInput = operation(statusUpdateFields);
export const notificationOperationInput = operation(notificationFields);
export const taskOperationInput = operation(taskFields);
export const urlRequestOperationInput = operation(urlRequestFields);

/** A branch of a new approval step: its decision (a list-type command type) and the step it leads to. */
export const workflowBranchInput = z.object({
  name: requiredName,
  goNextStep: z.boolean().default(true),
  workflowItemOperationTypeId: id,
});

/** The details of a step, saved at once (the editor's step dialog); only the step's kind is kept. */
export const workflowStepDetailsInput = z.object({
  approval: z.object(approvalFields).refine(timeoutTogether, timeoutRule).nullish(),
  /** The step's rule; null removes it, absent keeps it. */
  rule: z.object(stepRuleFields).nullish(),
  /** 'Yok' (none) is null: an existing manager level is removed. */
  managerLevel: managerLevel.nullish(),
  statusUpdate: z.object(statusUpdateFields).nullish(),
  notification: z.object(notificationFields).nullish(),
  task: z.object(taskFields).nullish(),
  urlRequest: z.object(urlRequestFields).nullish(),
  userIds: z.array(id).max(500).nullish(),
  groupIds: z.array(id).max(500).nullish(),
});

/** Insert a step after another one (or the first step of an empty workflow). */
export const insertWorkflowStepInput = z.object({
  workflowId: id,
  afterWorkflowItemId: id.nullish(),
  /** Which of the previous step's arrows the new step goes on; its first one when not given. */
  workflowItemCommandId: id.nullish(),
  workflowItemOperationTypeId: id,
  branches: z.array(workflowBranchInput).max(10).nullish(),
  details: workflowStepDetailsInput.nullish(),
});
/** A new name for one of an approval step's decisions (its branches), by the decision's id. */
export const workflowBranchNameInput = z.object({ workflowItemCommandTypeId: id, name: requiredName });
/** Save the step dialog: its details, and for an approval step its decisions' new names (renamed after creation). */
export const saveWorkflowStepInput = z.object({
  id,
  details: workflowStepDetailsInput,
  branchNames: z.array(workflowBranchNameInput).max(10).nullish(),
});
export const deleteWorkflowStepInput = z.object({ id });
export const workflowIdInput = z.object({ workflowId: id });
export const dryRunWorkflowInput = z.object({
  workflowId: id,
  requesterId: id,
  /** The command taken at each approval step (by step id); the first one when not given. */
  choices: z
    .array(z.object({ workflowItemId: id, workflowItemCommandId: id }))
    .max(1000)
    .nullish(),
  /** The request's facts the steps' rules read (a leave of 5 days, a quiz score of 40); none: every step runs. */
  facts: z
    .object({
      leaveDays: z.number().min(0).max(1000).nullish(),
      quizScore: z.number().min(0).max(100000).nullish(),
    })
    .nullish(),
});

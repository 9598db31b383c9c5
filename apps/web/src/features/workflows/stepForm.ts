import type { z } from 'zod';
import {
  describeIssue,
  NOTIFICATION_PUSH,
  OperationCode,
  workflowStepDetailsInput,
  type ConditionFact,
  type ConditionOperator,
  type Language,
} from '@pano/contract';
import type { Step } from './steps.ts';

/** The step dialog's values: every kind's fields, strings as typed; only the step's kind is sent. */
export interface StepForm {
  condition: string;
  /** An approval step's timeout: days and action, both or neither ('' = none). */
  timeoutDays: string;
  timeoutAction: string;
  /** '' = 'Yok' (none). */
  managerLevel: string;
  userIds: number[];
  groupIds: number[];
  statusId: string;
  notificationType: string;
  subject: string;
  body: string;
  title: string;
  description: string;
  header: string;
  requestType: string;
  url: string;
  requestBody: string;
  /** The step's rule (any kind): off sends `rule: null`, which removes a stored one. */
  ruleOn: boolean;
  ruleFact: ConditionFact;
  ruleOperator: ConditionOperator;
  ruleValue: string;
}

/** The dialog's problems by form field, in the caller's language. */
export type FormIssues = Partial<Record<keyof StepForm, string>>;

/** What a part of the step dialog takes: the values, their problems, and a way to change them. */
export interface StepFieldProps {
  form: StepForm;
  issues: FormIssues;
  set: (changes: Partial<StepForm>) => void;
}

export const EMPTY_FORM: StepForm = {
  condition: 'VEYA',
  timeoutDays: '',
  timeoutAction: '',
  managerLevel: '',
  userIds: [],
  groupIds: [],
  statusId: '',
  notificationType: String(NOTIFICATION_PUSH),
  subject: '',
  body: '',
  title: '',
  description: '',
  header: '',
  requestType: 'GET',
  url: '',
  requestBody: '',
  ruleOn: false,
  ruleFact: 'leaveDays',
  ruleOperator: 'gt',
  ruleValue: '',
};

/** A stored step's values in the dialog. */
export function formOf(step: Step): StepForm {
  const approval = step.approvalOperations[0];
  const note = step.notificationOperations[0];
  const task = step.taskOperations[0];
  const url = step.urlRequestOperations[0];
  const rule = step.conditions[0];
  return {
    ...EMPTY_FORM,
    condition: approval?.condition ?? 'VEYA',
    timeoutDays: approval?.timeoutDays == null ? '' : String(approval.timeoutDays),
    timeoutAction: approval?.timeoutAction ?? '',
    managerLevel: step.managerLevels[0] ? String(step.managerLevels[0].managerLevel) : '',
    userIds: step.users.map((u) => u.userId),
    groupIds: step.userGroups.map((g) => g.groupId),
    statusId: step.statusUpdateOperations[0] ? String(step.statusUpdateOperations[0].statusId) : '',
    ...(note
      ? { notificationType: String(note.notificationType), subject: note.subject, body: note.body }
      : {}),
    ...(task ? { title: task.title, description: task.description } : {}),
    ...(url ? { header: url.header, requestType: url.requestType, url: url.url, requestBody: url.body } : {}),
    ...(rule
      ? {
          ruleOn: true,
          ruleFact: rule.fact as ConditionFact,
          ruleOperator: rule.operator as ConditionOperator,
          ruleValue: String(rule.value),
        }
      : {}),
  };
}

const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
const PEOPLE = [OperationCode.Approval, OperationCode.Notification, OperationCode.Task] as string[];

/** The step's rule as sent: null when the switch is off (it removes a stored rule). */
function ruleOf(form: StepForm) {
  if (!form.ruleOn) return null;
  return { fact: form.ruleFact, operator: form.ruleOperator, value: number(form.ruleValue) };
}

/** The kind's own part of the details. */
function kindDetails(code: string, form: StepForm) {
  switch (code) {
    case OperationCode.Approval:
      return {
        approval: {
          condition: form.condition,
          // null, not absent: an emptied timeout is removed
          timeoutDays: number(form.timeoutDays) ?? null,
          timeoutAction: form.timeoutAction || null,
        },
        managerLevel: number(form.managerLevel) ?? null,
      };
    case OperationCode.StatusUpdate:
      return { statusUpdate: { statusId: number(form.statusId) } };
    case OperationCode.Notification:
      return {
        notification: {
          notificationType: number(form.notificationType),
          subject: form.subject,
          body: form.body,
        },
      };
    case OperationCode.Task:
      return { task: { title: form.title, description: form.description } };
    case OperationCode.UrlRequest:
      return {
        urlRequest: {
          header: form.header,
          requestType: form.requestType,
          url: form.url,
          body: form.requestBody,
        },
      };
    default:
      return null;
  }
}

/** The details input of saveWorkflowStep / insertWorkflowStep for a step of this kind, with its rule. */
export function detailsOf(code: string, form: StepForm): Record<string, unknown> {
  const own = kindDetails(code, form);
  if (!own) return {};
  const people = PEOPLE.includes(code) ? { userIds: form.userIds, groupIds: form.groupIds } : {};
  return { ...own, ...people, rule: ruleOf(form) };
}

/** The form field each part of the details is typed in. */
const FIELDS: Record<string, Partial<Record<string, keyof StepForm>>> = {
  approval: { condition: 'condition', timeoutDays: 'timeoutDays', timeoutAction: 'timeoutAction' },
  statusUpdate: { statusId: 'statusId' },
  notification: { notificationType: 'notificationType', subject: 'subject', body: 'body' },
  task: { title: 'title', description: 'description' },
  urlRequest: { header: 'header', requestType: 'requestType', url: 'url', body: 'requestBody' },
  rule: { fact: 'ruleFact', operator: 'ruleOperator', value: 'ruleValue' },
};

/**
 * The both-or-neither rule of a timeout names the missing half: the contract points it at the action, so a
 * timeout with an action and no days is told at the days.
 */
function placed(issue: z.core.$ZodIssue, form: StepForm): z.core.$ZodIssue {
  const [part, field] = issue.path;
  if (part === 'approval' && field === 'timeoutAction' && form.timeoutAction && !form.timeoutDays.trim())
    return { ...issue, path: ['approval', 'timeoutDays'] };
  return issue;
}

/**
 * The dialog's problems by form field, in the contract's words (the server checks the same schema):
 * status required, PUSH with subject and body, task title and description, header/type/http(s) URL/body,
 * a timeout's days (1–365) and action together, a rule's value.
 */
export function formIssues(code: string, form: StepForm, lang: Language): FormIssues {
  const parsed = workflowStepDetailsInput.safeParse(detailsOf(code, form));
  if (parsed.success) return {};
  const issues: FormIssues = {};
  for (const found of parsed.error.issues) {
    const issue = placed(found, form);
    const [part, name] = issue.path.map(String);
    const field = part === undefined ? undefined : (FIELDS[part]?.[name ?? ''] ?? undefined);
    if (field && !issues[field]) issues[field] = describeIssue(lang, issue).message;
  }
  return issues;
}

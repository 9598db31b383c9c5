import { z } from 'zod';
import {
  approvalFields,
  describeIssue,
  NOTIFICATION_PUSH,
  notificationFields,
  OperationCode,
  statusUpdateFields,
  taskFields,
  urlRequestFields,
  type Language,
} from '@pano/contract';
import type { Step } from './steps.ts';

/** The step dialog's values: every kind's fields, strings as typed; only the step's kind is sent. */
export interface StepForm {
  condition: string;
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
}

export const EMPTY_FORM: StepForm = {
  condition: 'VEYA',
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
};

/** A stored step's values in the dialog. */
export function formOf(step: Step): StepForm {
  const note = step.notificationOperations[0];
  const task = step.taskOperations[0];
  const url = step.urlRequestOperations[0];
  return {
    ...EMPTY_FORM,
    condition: step.approvalOperations[0]?.condition ?? 'VEYA',
    managerLevel: step.managerLevels[0] ? String(step.managerLevels[0].managerLevel) : '',
    userIds: step.users.map((u) => u.userId),
    groupIds: step.userGroups.map((g) => g.groupId),
    statusId: step.statusUpdateOperations[0] ? String(step.statusUpdateOperations[0].statusId) : '',
    ...(note
      ? { notificationType: String(note.notificationType), subject: note.subject, body: note.body }
      : {}),
    ...(task ? { title: task.title, description: task.description } : {}),
    ...(url ? { header: url.header, requestType: url.requestType, url: url.url, requestBody: url.body } : {}),
  };
}

const number = (value: string) => (value === '' ? undefined : Number(value));
const PEOPLE = [OperationCode.Approval, OperationCode.Notification, OperationCode.Task] as string[];

/** The details input of saveWorkflowStep / insertWorkflowStep for a step of this kind. */
export function detailsOf(code: string, form: StepForm) {
  const people = PEOPLE.includes(code) ? { userIds: form.userIds, groupIds: form.groupIds } : {};
  switch (code) {
    case OperationCode.Approval:
      return {
        approval: { condition: form.condition },
        managerLevel: number(form.managerLevel) ?? null,
        ...people,
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
        ...people,
      };
    case OperationCode.Task:
      return { task: { title: form.title, description: form.description }, ...people };
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
      return {};
  }
}

const SCHEMAS: Record<string, { key: string; schema: z.ZodObject; fields: Record<string, keyof StepForm> }> =
  {
    [OperationCode.Approval]: {
      key: 'approval',
      schema: z.object(approvalFields),
      fields: { condition: 'condition' },
    },
    [OperationCode.StatusUpdate]: {
      key: 'statusUpdate',
      schema: z.object(statusUpdateFields),
      fields: { statusId: 'statusId' },
    },
    [OperationCode.Notification]: {
      key: 'notification',
      schema: z.object(notificationFields),
      fields: { notificationType: 'notificationType', subject: 'subject', body: 'body' },
    },
    [OperationCode.Task]: {
      key: 'task',
      schema: z.object(taskFields),
      fields: { title: 'title', description: 'description' },
    },
    [OperationCode.UrlRequest]: {
      key: 'urlRequest',
      schema: z.object(urlRequestFields),
      fields: { header: 'header', requestType: 'requestType', url: 'url', body: 'requestBody' },
    },
  };

/**
 * The dialog's problems by form field, in the contract's words (the server checks the same schemas):
 * status required, PUSH with subject and body, task title and description, header/type/http(s) URL/body.
 */
export function formIssues(
  code: string,
  form: StepForm,
  lang: Language,
): Partial<Record<keyof StepForm, string>> {
  const entry = SCHEMAS[code];
  if (!entry) return {};
  const details = detailsOf(code, form) as Record<string, unknown>;
  const parsed = entry.schema.safeParse(details[entry.key]);
  if (parsed.success) return {};
  const issues: Partial<Record<keyof StepForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = entry.fields[String(issue.path[0])];
    if (field && !issues[field]) issues[field] = describeIssue(lang, issue).message;
  }
  return issues;
}

import type { WorkflowStepsQuery } from '../../graphql/generated/workflows.ts';

/** A step as the editor reads it (spec 001 §3 Workflow item, with its commands and operations). */
export type Step = NonNullable<WorkflowStepsQuery['workflowItems']['data']>[number];

/** The step's details as short lines for its card: participants, condition, status, notification … */
export function detailLines(
  step: Step,
  t: (key: string, params?: Record<string, unknown>) => string,
): string[] {
  const lines: string[] = [];
  const approval = step.approvalOperations[0];
  if (approval)
    lines.push(t('workflows.conditionLine', { value: t(`workflows.condition.${approval.condition}`) }));
  const level = step.managerLevels[0];
  if (level) lines.push(t('workflows.managerLine', { level: level.managerLevel }));
  const people = step.users.map((u) => (u.user ? `${u.user.name} ${u.user.surname}` : String(u.userId)));
  if (people.length) lines.push(t('workflows.usersLine', { names: people.join(', ') }));
  const groups = step.userGroups.map((g) => g.group?.name ?? String(g.groupId));
  if (groups.length) lines.push(t('workflows.groupsLine', { names: groups.join(', ') }));
  const status = step.statusUpdateOperations[0];
  if (status) lines.push(t('workflows.statusLine', { name: status.status?.name ?? status.statusId }));
  const note = step.notificationOperations[0];
  if (note) lines.push(t('workflows.notificationLine', { subject: note.subject }));
  const task = step.taskOperations[0];
  if (task) lines.push(t('workflows.taskLine', { title: task.title }));
  const url = step.urlRequestOperations[0];
  if (url) lines.push(`${url.requestType} ${url.url}`);
  return lines;
}

/** A step's name in the editor: its number (1 = the start) and its operation type, '2. Onay'. */
export function stepTitle(
  step: Step,
  number: number,
  t: (key: string, params?: Record<string, unknown>) => string,
) {
  const type = step.type ? t(`workflows.type.${step.type.code}`, { defaultValue: step.type.name }) : '';
  return t('workflows.stepTitle', { number, type });
}

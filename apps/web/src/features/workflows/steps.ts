import type { ConditionOperator } from '@pano/contract';
import type { WorkflowStepsQuery } from '../../graphql/generated/workflows.ts';

/** A step as the editor reads it (spec 001 §3 Workflow item, with its commands and operations). */
export type Step = NonNullable<WorkflowStepsQuery['workflowItems']['data']>[number];

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** How a rule's comparison is written on a card; the dialog names it in words too. */
export const OPERATOR_SYMBOLS: Record<ConditionOperator, string> = {
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  eq: '=',
};

/** A rule as a card shows it: 'İzin günü > 5'. */
export function ruleText(rule: { fact: string; operator: string; value: number }, t: Translate): string {
  const symbol = OPERATOR_SYMBOLS[rule.operator as ConditionOperator] ?? rule.operator;
  return `${t(`workflows.fact.${rule.fact}`, { defaultValue: rule.fact })} ${symbol} ${rule.value}`;
}

/**
 * The step's details as short lines for its card: first what changes how it runs (its rule, its timeout),
 * then participants, condition, status, notification …
 */
export function detailLines(step: Step, t: Translate): string[] {
  const lines: string[] = [];
  const rule = step.conditions[0];
  if (rule) lines.push(t('workflows.ruleLine', { rule: ruleText(rule, t) }));
  const approval = step.approvalOperations[0];
  if (approval?.timeoutDays != null && approval.timeoutAction)
    lines.push(
      t('workflows.timeoutLine', {
        count: approval.timeoutDays,
        action: t(`workflows.timeoutShort.${approval.timeoutAction}`, {
          defaultValue: approval.timeoutAction,
        }),
      }),
    );
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

type CommandType = { name: string; code?: string | null; isList: boolean } | null | undefined;

/**
 * An arrow's name: a global type by its code in the user's language ('Sonraki adım' / 'Next step'), an
 * approval's decision as its author named it. Without `t`, the stored name.
 */
export function commandName(type: CommandType, t?: Translate): string {
  if (!type) return '';
  if (t && !type.isList && type.code)
    return t(`contract:commandType.${type.code}`, { defaultValue: type.name });
  return type.name;
}

/** A step's name in the editor: its own number and its operation type, '2. Onay'. */
export function stepTitle(step: Step, number: number, t: Translate) {
  const type = step.type ? t(`workflows.type.${step.type.code}`, { defaultValue: step.type.name }) : '';
  return t('workflows.stepTitle', { number, type });
}

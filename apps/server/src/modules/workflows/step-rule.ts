import type { ConditionOperator } from '@pano/contract';

export interface StepRule {
  fact: string;
  operator: string;
  value: number;
}

const compare: Record<ConditionOperator, (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
  eq: (a, b) => a === b,
};

/**
 * Whether a step with this rule runs for a request with these facts (docs/approvals.md, Conditions): a step
 * without a rule always runs, and so does one whose fact the request does not have (an approval is never
 * skipped for want of a fact). The engine and the dry run read it alike.
 */
export function ruleHolds(
  rule: StepRule | null | undefined,
  facts: Readonly<Record<string, number | null | undefined>>,
): boolean {
  if (!rule) return true;
  const value = facts[rule.fact];
  const test = compare[rule.operator as ConditionOperator];
  return value === undefined || value === null || !test || test(value, rule.value);
}

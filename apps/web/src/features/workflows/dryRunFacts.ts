import { CONDITION_FACTS, dryRunWorkflowInput, type ConditionFact } from '@pano/contract';

/** The facts a dry run is given, as typed ('' = the request does not say). */
export type FactValues = Record<ConditionFact, string>;
export const NO_FACTS: FactValues = { leaveDays: '', quizScore: '' };

const SHAPE = dryRunWorkflowInput.shape.facts.unwrap().unwrap().shape;

/** The range the contract allows for a fact (a leave of 0–1000 days, a score of 0–100000). */
export function factRange(fact: ConditionFact): { min: number; max: number } {
  const rule = SHAPE[fact].unwrap().unwrap();
  return { min: rule.minValue ?? 0, max: rule.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** The facts sent: those typed, as numbers; null when none is (then every step runs). */
export function factsOf(values: FactValues): Partial<Record<ConditionFact, number>> | null {
  const typed = CONDITION_FACTS.filter((fact) => values[fact].trim() !== '');
  if (!typed.length) return null;
  return Object.fromEntries(typed.map((fact) => [fact, Number(values[fact])]));
}

/** The facts typed outside their range (or not numbers): the dry run is not sent while there is one. */
export function badFacts(values: FactValues): ConditionFact[] {
  return CONDITION_FACTS.filter((fact) => {
    if (values[fact].trim() === '') return false;
    const value = Number(values[fact]);
    const { min, max } = factRange(fact);
    return !Number.isFinite(value) || value < min || value > max;
  });
}

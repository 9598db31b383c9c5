import { OperationCode } from '@pano/contract';
import { ruleHolds } from '../../workflows/step-rule.ts';
import type { EngineEnv } from './engine-env.ts';
import { finishRequest } from './finish.ts';
import { openApprovalStep } from './open-approvals.ts';
import { updateRequest, type RequestRow } from './request-row.ts';
import { performStep } from './step-effects.ts';
import { record } from './trail.ts';
import type { VersionGraph, VersionStep } from './version-graph.ts';

/** A step's arrows, in the order they were made (the first is a plain step's way on). */
export const outgoing = (graph: VersionGraph, stepId: number) =>
  graph.commands.filter((c) => c.from === stepId).sort((a, b) => a.id - b.id);

/** Whether a step runs for this request: its rule holds on the request's facts (workflows/step-rule.ts). */
export const stepRuns = (step: VersionStep, facts: Record<string, number>) => ruleHolds(step.rule, facts);

/** The way on from a skipped step: an approval step's first decision that goes on, else its first arrow. */
function skipArrow(graph: VersionGraph, step: VersionStep) {
  const arrows = outgoing(graph, step.id);
  const goOn = step.decisions.find((d) => d.goNextStep);
  return (goOn && arrows.find((c) => c.typeId === goOn.id)) ?? arrows[0];
}

/**
 * Moves a request from a step on (docs/approvals.md): steps that do not wait run one after the other, each
 * following its first arrow; an approval step opens its approvals and the request waits there; a step with
 * no arrow ends it. `goNext` is how the last decision went (it decides the outcome when no status did).
 * A loop with no approval step in it would never end: the request is marked stuck instead.
 */
export async function walkFrom(
  env: EngineEnv,
  request: RequestRow,
  graph: VersionGraph,
  stepId: number,
  goNext: boolean,
): Promise<void> {
  const seen = new Set<number>();
  let current: number | undefined = stepId;
  while (current !== undefined) {
    const step = graph.steps.find((s) => s.id === current);
    if (!step || seen.has(current)) {
      const reason = step ? 'Loop' : 'StepMissing';
      await updateRequest(env.tx, request, {
        currentStepId: current,
        stuckReason: reason,
        waitingSince: env.now,
      });
      await record(env.tx, {
        requestId: request.id,
        event: 'stuck',
        stepId: current,
        detail: { reason },
        at: env.now,
      });
      return;
    }
    seen.add(current);
    if (!stepRuns(step, request.facts)) {
      await record(env.tx, {
        requestId: request.id,
        event: 'skipped',
        stepId: step.id,
        detail: { reason: 'Condition', rule: step.rule },
        at: env.now,
      });
      current = skipArrow(graph, step)?.to;
      continue;
    }
    if (step.code === OperationCode.Approval) return openApprovalStep(env, request, step);
    await performStep(env, request, step);
    current = outgoing(graph, step.id)[0]?.to;
  }
  await finishRequest(env, request, goNext);
}

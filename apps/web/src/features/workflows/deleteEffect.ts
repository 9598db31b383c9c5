import type { Step } from './steps.ts';

/**
 * What deleting a step does to the arrows (the server's deleteWorkflowStep, docs/workflows.md), so the
 * confirmation can say it before it happens:
 * - `relink`: one way out: the arrows into the step are pointed at its target;
 * - `end`: no way out: the arrows into the step go, the steps before it end there;
 * - `branches`: several branches: the arrows into the step and its branches go, and the steps only its
 *   branches reach (`orphans`) are deleted too.
 */
export type DeleteEffect =
  | { kind: 'relink'; incoming: number; target: Step }
  | { kind: 'end'; incoming: number }
  | { kind: 'branches'; incoming: number; orphans: Step[] };

const targetsOf = (step: Step, active: ReadonlySet<number>) =>
  step.commands.map((c) => c.targetWorkflowItemId).filter((id) => active.has(id));

/** The steps reachable from `roots` (them included) along the arrows, never through `avoid`. */
function reach(byId: ReadonlyMap<number, Step>, roots: readonly number[], avoid: number): Set<number> {
  const seen = new Set<number>();
  const active = new Set(byId.keys());
  const queue = roots.filter((id) => id !== avoid);
  while (queue.length) {
    const id = queue.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    const step = byId.get(id);
    if (step) queue.push(...targetsOf(step, active).filter((to) => to !== avoid));
  }
  return seen;
}

export function deleteEffect(step: Step, steps: readonly Step[]): DeleteEffect {
  const byId = new Map(steps.map((s) => [s.id, s]));
  const active = new Set(byId.keys());
  const own = targetsOf(step, active);
  const incoming = steps.filter((s) => s.id !== step.id && targetsOf(s, active).includes(step.id)).length;
  const target = own.length === 1 ? byId.get(own[0] as number) : undefined;
  if (target && target.id !== step.id) return { kind: 'relink', incoming, target };
  if (own.length <= 1) return { kind: 'end', incoming };
  const downstream = reach(byId, own, step.id);
  const others = steps.map((s) => s.id).filter((id) => id !== step.id && !downstream.has(id));
  const kept = reach(byId, others, step.id);
  const orphans = [...downstream].filter((id) => !kept.has(id)).map((id) => byId.get(id) as Step);
  return { kind: 'branches', incoming, orphans: orphans.sort((a, b) => a.number - b.number) };
}

/** A step as its number needs it: its id (the order of creation), its position and whether it is active. */
export interface NumberedStep {
  id: number;
  position: number;
  isActive?: boolean;
}

/** An arrow as its number needs it: its id (the order among a step's arrows), its two steps. */
export interface NumberedArrow {
  id: number;
  from: number;
  to: number;
}

/**
 * Each step's number (docs/workflows.md, issue 48 §3): the order a request meets the steps walking from the
 * start, breadth first — the start is 1, then the steps its arrows lead to, then theirs, layer by layer, as
 * the diagram draws them from top to bottom. A step's arrows are taken in the order they were made (the
 * dry run's "first arrow" first, an approval's decisions in the order they were named), so the same graph
 * always gets the same numbers, whatever is saved in it that does not move an arrow. Active steps the start
 * does not reach come after, in the order they were created, then passive (deleted) steps likewise. The
 * start is the active step with the lowest position (then id), as the engine and the dry run take it.
 */
export function walkNumbers(
  steps: readonly NumberedStep[],
  arrows: readonly NumberedArrow[],
): Map<number, number> {
  const active = steps.filter((s) => s.isActive !== false);
  const isActive = new Set(active.map((s) => s.id));
  const next = new Map<number, number[]>();
  for (const arrow of [...arrows].sort((a, b) => a.id - b.id))
    if (isActive.has(arrow.from) && isActive.has(arrow.to))
      next.set(arrow.from, [...(next.get(arrow.from) ?? []), arrow.to]);
  const numbers = new Map<number, number>();
  const give = (id: number) => {
    if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
  };
  const [start] = [...active].sort((a, b) => a.position - b.position || a.id - b.id);
  const queue = start ? [start.id] : [];
  if (start) give(start.id);
  for (let at = 0; at < queue.length; at++)
    for (const to of next.get(queue[at] as number) ?? [])
      if (!numbers.has(to)) {
        give(to);
        queue.push(to);
      }
  const byCreation = (list: readonly NumberedStep[]) => [...list].sort((a, b) => a.id - b.id);
  for (const step of byCreation(active)) give(step.id);
  for (const step of byCreation(steps.filter((s) => !isActive.has(s.id)))) give(step.id);
  return numbers;
}

import { walkNumbers } from './step-numbers.ts';

/**
 * The shape of a workflow as a graph (docs/workflows.md): its active steps, ordered by position, and its
 * commands as arrows. Pure functions, shared by the §4 rules, validation and the dry run.
 */
export interface GraphItem {
  id: number;
  position: number;
  code: string;
}

export interface GraphCommand {
  id: number;
  from: number;
  to: number;
  typeId: number;
  typeName: string;
  /** The type's code ('NEXT' for the global 'Sonraki adım'); names a global type in the caller's language. */
  typeCode?: string;
  goNextStep: boolean;
  isList: boolean;
}

export interface Graph {
  items: GraphItem[];
  commands: GraphCommand[];
}

/** Each step's number as the editor, the problems, the dry run and the trails show it (step-numbers.ts). */
export function numbersOf(graph: Graph): Map<number, number> {
  return walkNumbers(graph.items, graph.commands);
}

/** The first step: the active one with the lowest position (then id). */
export function startOf(graph: Graph): GraphItem | undefined {
  return [...graph.items].sort((a, b) => a.position - b.position || a.id - b.id)[0];
}

export function outgoing(graph: Graph, id: number): GraphCommand[] {
  return graph.commands.filter((c) => c.from === id).sort((a, b) => a.id - b.id);
}

/** Every step reachable from the given ones (them included), never passing through `avoid`. */
export function reachableFrom(
  graph: Graph,
  roots: Iterable<number>,
  avoid: ReadonlySet<number> = new Set(),
): Set<number> {
  const next = new Map<number, number[]>();
  for (const c of graph.commands) next.set(c.from, [...(next.get(c.from) ?? []), c.to]);
  const seen = new Set<number>();
  const stack = [...roots].filter((id) => !avoid.has(id));
  while (stack.length) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const to of next.get(id) ?? []) if (!seen.has(to) && !avoid.has(to)) stack.push(to);
  }
  return seen;
}

/**
 * Cycles with no exit: strongly connected groups of steps (or a step pointing at itself) that no command
 * leaves, so a request entering them never ends. Each is given as its step ids, by position.
 */
export function trappedCycles(graph: Graph): number[][] {
  const ids = graph.items.map((item) => item.id);
  const next = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const c of graph.commands) next.get(c.from)?.push(c.to);
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const groups: number[][] = [];
  let counter = 0;
  // iterative Tarjan, so 200 steps in a line cannot overflow the call stack
  for (const root of ids) {
    if (index.has(root)) continue;
    const work: { id: number; edge: number }[] = [{ id: root, edge: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1] as { id: number; edge: number };
      const targets = next.get(frame.id) ?? [];
      if (frame.edge < targets.length) {
        const to = targets[frame.edge++] as number;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ id: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) === index.get(frame.id)) {
        const group: number[] = [];
        let id: number;
        do {
          id = stack.pop() as number;
          onStack.delete(id);
          group.push(id);
        } while (id !== frame.id);
        groups.push(group);
      }
    }
  }
  const position = new Map(graph.items.map((item) => [item.id, item.position]));
  return groups
    .filter((group) => {
      const members = new Set(group);
      const inside = graph.commands.filter((c) => members.has(c.from));
      const isCycle = group.length > 1 || inside.some((c) => c.to === c.from);
      return isCycle && inside.every((c) => members.has(c.to));
    })
    .map((group) => group.sort((a, b) => position.get(a)! - position.get(b)!));
}

/**
 * The graph with one command written: `edge` takes the place of command `id` (or is added), none removes
 * it. An arrow touching a step outside the graph (a passive one) is no arrow of it.
 */
export function withCommand(graph: Graph, id: number, edge?: { from: number; to: number }): Graph {
  const commands = graph.commands.filter((c) => c.id !== id);
  const steps = new Set(graph.items.map((item) => item.id));
  if (!edge || !steps.has(edge.from) || !steps.has(edge.to)) return { ...graph, commands };
  const written = { id, ...edge, typeId: 0, typeName: '', goNextStep: true, isList: false };
  return { ...graph, commands: [...commands, written] };
}

/**
 * The cycles without an exit `after` has and `before` had not: what a write made, by creating a cycle or
 * taking a cycle's last exit. A cycle trapped before (data written before the rule) is not the write's.
 */
export function newTraps(before: Graph, after: Graph): number[][] {
  const key = (cycle: number[]) => [...cycle].sort((a, b) => a - b).join(',');
  const old = new Set(trappedCycles(before).map(key));
  return trappedCycles(after).filter((cycle) => !old.has(key(cycle)));
}

import { describe, expect, it } from 'vitest';
import {
  newTraps,
  reachableFrom,
  trappedCycles,
  withCommand,
  type Graph,
} from '../src/modules/workflows/graph.ts';
import { findProblems } from '../src/modules/workflows/problems.ts';

const item = (id: number, code = 'TASK') => ({ id, position: id, code });
const arrow = (id: number, from: number, to: number) => ({
  id,
  from,
  to,
  typeId: 1,
  typeName: 'Sonraki adım',
  goNextStep: true,
  isList: false,
});
/** Every task step has its task (a task without one is `Incomplete`, tested in workflows-check.test.ts). */
const facts = {
  decisions: new Map(),
  parts: new Map(Array.from({ length: 200 }, (_, i) => [i + 1, new Set(['task'] as const)])),
  urls: new Map(),
};

describe('workflow graph rules', () => {
  it('finds cycles without an exit and spares cycles that have one', () => {
    const trapped: Graph = {
      items: [1, 2, 3].map((id) => item(id)),
      commands: [arrow(1, 1, 2), arrow(2, 2, 3), arrow(3, 3, 2)],
    };
    expect(trappedCycles(trapped)).toEqual([[2, 3]]);
    const withExit: Graph = {
      items: [1, 2, 3, 4].map((id) => item(id)),
      commands: [arrow(1, 1, 2), arrow(2, 2, 3), arrow(3, 3, 2), arrow(4, 3, 4)],
    };
    expect(trappedCycles(withExit)).toEqual([]);
    const self: Graph = { items: [item(1)], commands: [arrow(1, 1, 1)] };
    expect(trappedCycles(self)).toEqual([[1]]);
    const problems = findProblems(trapped, facts, 'tr');
    expect(problems.map((p) => p.code)).toEqual(['Cycle']);
    expect(problems[0]?.message).toBe('Adım 2 çıkışı olmayan bir döngüde.');
  });

  it('walks 200 steps in a line without trouble', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const line: Graph = {
      items: ids.map((id) => item(id)),
      commands: ids.slice(1).map((id) => arrow(id, id - 1, id)),
    };
    expect(reachableFrom(line, [1]).size).toBe(200);
    expect(trappedCycles(line)).toEqual([]);
    expect(findProblems(line, facts, 'en')).toEqual([]);
  });

  it("tells the traps a write made from the ones the workflow had, and a part that misfits its step's kind", () => {
    // 1 ⇄ 2 leaves by 2 → 3; 4 ⇄ 5 was trapped before
    const graph: Graph = {
      items: [1, 2, 3, 4, 5].map((id) => item(id)),
      commands: [arrow(1, 1, 2), arrow(2, 2, 1), arrow(3, 2, 3), arrow(4, 4, 5), arrow(5, 5, 4)],
    };
    expect(newTraps(graph, withCommand(graph, 3))).toEqual([[1, 2]]);
    expect(newTraps(graph, withCommand(graph, 3, { from: 3, to: 4 }))).toEqual([[1, 2]]);
    expect(newTraps(graph, withCommand(graph, 6, { from: 3, to: 1 }))).toEqual([[1, 2, 3]]);
    // an exit for the old trap, an arrow into it: nothing new
    expect(newTraps(graph, withCommand(graph, 6, { from: 5, to: 3 }))).toEqual([]);
    expect(newTraps(graph, withCommand(graph, 6, { from: 3, to: 4 }))).toEqual([]);
    // an arrow to a step outside the graph (a passive one) is no arrow
    expect(newTraps(graph, withCommand(graph, 3, { from: 2, to: 9 }))).toEqual([[1, 2]]);
    const misfit = { ...facts, parts: new Map([[1, new Set(['task', 'users'] as const)]]) };
    const one: Graph = { items: [item(1, 'STATUS_UPDATE')], commands: [] };
    // a status step holding a task's parts and no status: a misfit, and still empty
    expect(findProblems(one, misfit, 'en').map((p) => p.code)).toEqual(['KindMismatch', 'Incomplete']);
    expect(findProblems({ items: [item(1)], commands: [] }, misfit, 'en')).toEqual([]);
  });
});

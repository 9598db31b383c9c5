import dagre from '@dagrejs/dagre';
import { commandName, type Step } from './steps.ts';

export const NODE_WIDTH = 280;
export const NODE_HEIGHT = 170;

export interface LaidStep {
  id: string;
  step: Step;
  /** The step's number from the server: the order a request walks the steps from the start, breadth first. */
  number: number;
  x: number;
  y: number;
}
export interface LaidArrow {
  id: string;
  source: string;
  target: string;
  label: string;
}

/**
 * The diagram's layout (spec 001 §2: a vertical flow, branches side by side): dagre's layered layout from
 * top to bottom over the active steps and their commands; arrows to passive steps are left out.
 */
export function layoutSteps(
  steps: readonly Step[],
  t?: Parameters<typeof commandName>[1],
): { nodes: LaidStep[]; edges: LaidArrow[] } {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70 });
  graph.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(steps.map((s) => s.id));
  for (const step of steps) graph.setNode(String(step.id), { width: NODE_WIDTH, height: NODE_HEIGHT });
  const edges: LaidArrow[] = [];
  for (const step of steps)
    for (const command of step.commands) {
      if (!ids.has(command.targetWorkflowItemId)) continue;
      graph.setEdge(String(step.id), String(command.targetWorkflowItemId));
      edges.push({
        id: `c${command.id}`,
        source: String(step.id),
        target: String(command.targetWorkflowItemId),
        label: commandName(command.workflowItemCommandType, t),
      });
    }
  dagre.layout(graph);
  const nodes = steps.map((step) => {
    const placed = graph.node(String(step.id));
    return {
      id: String(step.id),
      step,
      number: step.number,
      x: placed.x - NODE_WIDTH / 2,
      y: placed.y - NODE_HEIGHT / 2,
    };
  });
  return { nodes, edges };
}

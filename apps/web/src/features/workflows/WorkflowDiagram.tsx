import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  Background,
  Controls,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type NodeHandle,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useTranslation } from 'react-i18next';
import { DiagramViewButtons } from './DiagramViewButtons.tsx';
import { useDiagramLabels } from './useDiagramLabels.ts';
import { layoutSteps, NODE_HEIGHT, NODE_WIDTH } from './layout.ts';
import { StepCard, type StepActions, type StepNode } from './StepCard.tsx';
import { stepTitle, type Step } from './steps.ts';

const NODE_TYPES = { step: StepCard };

/**
 * A card's size and its two handles (top centre in, bottom centre out) known before it is drawn: a card off
 * screen is not drawn (`onlyRenderVisibleElements`), and without them an arrow to it would not be either.
 */
const HANDLE = { width: 6, height: 6, x: (NODE_WIDTH - 6) / 2 };
const CARD_HANDLES: NodeHandle[] = [
  { ...HANDLE, type: 'target', position: Position.Top, y: -3 },
  { ...HANDLE, type: 'source', position: Position.Bottom, y: NODE_HEIGHT - 3 },
];

/**
 * The steps as a diagram (React Flow, laid out by dagre; this module is its own lazy chunk): cards by
 * layer, commands as labelled arrows. It opens readable (at least 80 %) on the start step, with
 * "Ekrana sığdır" one click away (DiagramViewButtons). Only what is on screen is drawn, so 200 steps stay
 * smooth. It follows the theme (React Flow's dark mode: readable zoom buttons), speaks the user's language
 * (buttons' tooltips, arrows' names) and keeps its attribution in the top corner, away from the buttons.
 */
export default function WorkflowDiagram({
  steps,
  actions,
  problemIds,
}: {
  steps: readonly Step[];
  actions: StepActions;
  problemIds: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const labels = useDiagramLabels();
  const { nodes, edges, cards } = useMemo(() => {
    const laid = layoutSteps(steps, t);
    const start = Math.min(...steps.map((step) => step.position));
    const cards = laid.nodes.map((node) => ({ x: node.x, y: node.y, start: node.step.position === start }));
    const titles = new Map(laid.nodes.map((node) => [node.id, stepTitle(node.step, node.number, t)]));
    const nodes: StepNode[] = laid.nodes.map((node) => ({
      id: node.id,
      type: 'step',
      position: { x: node.x, y: node.y },
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      handles: CARD_HANDLES,
      data: { laid: node, actions, problem: problemIds.has(node.step.id) },
      draggable: false,
      connectable: false,
      focusable: false,
      // the cards are neither dragged nor selected, yet their buttons take clicks
      style: { pointerEvents: 'all' },
    }));
    const edges: Edge[] = laid.edges.map((edge) => ({
      ...edge,
      markerEnd: { type: MarkerType.ArrowClosed },
      ariaLabel: t('workflows.arrow', {
        from: titles.get(edge.source),
        to: titles.get(edge.target),
        command: edge.label,
      }),
      labelBgPadding: [6, 3],
      labelStyle: { fill: theme.palette.text.primary },
      labelBgStyle: { fill: theme.palette.background.paper },
      focusable: false,
    }));
    return { nodes, edges, cards };
  }, [steps, actions, problemIds, t, theme]);
  return (
    <Box
      sx={{
        height: '70vh',
        minHeight: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
      data-testid="workflow-diagram"
    >
      <ReactFlow
        // a step added or removed lays the diagram out anew and opens it again (DiagramViewButtons)
        key={steps.length}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        colorMode={theme.palette.mode}
        ariaLabelConfig={labels}
        attributionPosition="top-right"
        minZoom={0.1}
        onlyRenderVisibleElements
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
      >
        <Background />
        <Controls showInteractive={false} showFitView={false} />
        <DiagramViewButtons cards={cards} />
      </ReactFlow>
    </Box>
  );
}

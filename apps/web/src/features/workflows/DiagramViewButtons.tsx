import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import StartIcon from '@mui/icons-material/VerticalAlignTop';
import { Panel, useReactFlow, useStore } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { fitViewport, openingViewport, type PlacedCard } from './viewport.ts';

/**
 * The diagram's view (inside React Flow): it opens at a readable scale scrolled to the start step, or the
 * whole graph when that fits readably (`openingViewport`); two labelled buttons in the top left corner fit
 * the whole graph to the screen, and bring the opening view back.
 */
export function DiagramViewButtons({ cards }: { cards: readonly PlacedCard[] }) {
  const { t } = useTranslation();
  const flow = useReactFlow();
  const width = useStore((state) => state.width);
  const height = useStore((state) => state.height);
  const opened = useRef(false);
  useEffect(() => {
    // once the canvas has its size; a new layout mounts the diagram anew and opens it again
    if (opened.current || width <= 0 || height <= 0) return;
    opened.current = true;
    void flow.setViewport(openingViewport(cards, { width, height }));
  }, [flow, cards, width, height]);
  return (
    <Panel position="top-left">
      <Paper variant="outlined" sx={{ display: 'flex', gap: 0.5, p: 0.5 }}>
        <Button
          size="small"
          startIcon={<FitScreenIcon />}
          onClick={() => void flow.setViewport(fitViewport(cards, { width, height }), { duration: 200 })}
        >
          {t('workflows.diagram.fitView')}
        </Button>
        <Button
          size="small"
          startIcon={<StartIcon />}
          onClick={() => void flow.setViewport(openingViewport(cards, { width, height }), { duration: 200 })}
        >
          {t('workflows.diagram.toStart')}
        </Button>
      </Paper>
    </Panel>
  );
}

import { lazy, Suspense } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Loading } from '../../components/Loading.tsx';
import type { StepActions } from './StepCard.tsx';
import { StepList } from './StepList.tsx';
import type { Step } from './steps.ts';

/** React Flow and dagre load with the diagram, never in the entry bundle (nor on a phone). */
const WorkflowDiagram = lazy(() => import('./WorkflowDiagram.tsx'));

interface Props {
  steps: readonly Step[];
  actions: StepActions;
  problemIds: ReadonlySet<number>;
}

/**
 * The steps as a diagram, or below 600 px (where a diagram's buttons are too small to touch) as an
 * ordered list with the same actions.
 */
export function StepsView(props: Props) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (narrow) return <StepList {...props} />;
  return (
    <Suspense fallback={<Loading />}>
      <WorkflowDiagram {...props} />
    </Suspense>
  );
}

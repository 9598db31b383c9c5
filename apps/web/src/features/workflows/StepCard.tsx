import { memo, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddCircleOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/EditOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { NODE_HEIGHT, NODE_WIDTH, type LaidStep } from './layout.ts';
import { detailLines, stepTitle, type Step } from './steps.ts';
import { HintTooltip } from '../../components/HintTooltip.tsx';

export interface StepActions {
  insertAfter(step: Step): void;
  edit(step: Step): void;
  remove(step: Step): void;
}
export type StepNode = Node<{ laid: LaidStep; actions: StepActions; problem: boolean }, 'step'>;

/**
 * A step's card: its number, operation type and details, and its buttons (insert after, edit, delete).
 * The card is one Tab stop and Enter opens the step dialog; its buttons follow it in the Tab order.
 */
function StepCardView({ data }: NodeProps<StepNode>) {
  const { t } = useTranslation();
  const { laid, actions, problem } = data;
  const { step } = laid;
  const title = stepTitle(step, laid.number, t);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      actions.edit(step);
    }
  };
  return (
    <Paper
      variant="outlined"
      tabIndex={0}
      role="group"
      aria-label={title}
      data-testid={`step-${laid.number}`}
      onKeyDown={onKeyDown}
      sx={{
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        borderColor: problem ? 'warning.main' : undefined,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {problem && <WarningIcon color="warning" fontSize="small" aria-label={t('workflows.hasProblem')} />}
        <Typography variant="subtitle2" noWrap sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      </Stack>
      <Box sx={{ flexGrow: 1, overflow: 'hidden' }}>
        {detailLines(step, t).map((line) => (
          <Typography key={line} variant="caption" component="div" noWrap title={line}>
            {line}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }} className="nodrag">
        <HintTooltip title={t('workflows.insertAfter')}>
          <IconButton
            size="small"
            aria-label={`${t('workflows.insertAfter')}: ${title}`}
            onClick={() => actions.insertAfter(step)}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </HintTooltip>
        <HintTooltip title={t('common.edit')}>
          <IconButton
            size="small"
            aria-label={`${t('common.edit')}: ${title}`}
            onClick={() => actions.edit(step)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </HintTooltip>
        <HintTooltip title={t('common.delete')}>
          <IconButton
            size="small"
            aria-label={`${t('common.delete')}: ${title}`}
            onClick={() => actions.remove(step)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </HintTooltip>
      </Stack>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </Paper>
  );
}

export const StepCard = memo(StepCardView);

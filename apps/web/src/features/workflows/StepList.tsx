import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddCircleOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/EditOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { StepActions } from './StepCard.tsx';
import { commandName, detailLines, stepTitle, type Step } from './steps.ts';

interface Props {
  steps: readonly Step[];
  actions: StepActions;
  problemIds: ReadonlySet<number>;
}

/**
 * The steps as an ordered list (a phone's view of the diagram): each step's name, details and arrows
 * ('→ 3. Görev: Onayla'), with insert after, edit and delete as full-size buttons.
 */
export function StepList({ steps, actions, problemIds }: Props) {
  const { t } = useTranslation();
  const byId = new Map(steps.map((s) => [s.id, s]));
  const title = (step: Step) => stepTitle(step, step.number, t);
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="workflow-step-list">
      {steps.map((step) => (
        <Paper
          key={step.id}
          component="li"
          variant="outlined"
          aria-label={title(step)}
          sx={{ p: 1.5, borderColor: problemIds.has(step.id) ? 'warning.main' : undefined }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {problemIds.has(step.id) && (
              <WarningIcon color="warning" fontSize="small" aria-label={t('workflows.hasProblem')} />
            )}
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {title(step)}
            </Typography>
          </Stack>
          {detailLines(step, t).map((line) => (
            <Typography key={line} variant="body2" sx={{ wordBreak: 'break-word' }}>
              {line}
            </Typography>
          ))}
          {step.commands
            .filter((c) => byId.has(c.targetWorkflowItemId))
            .map((c) => (
              <Typography key={c.id} variant="body2" color="text.secondary">
                {`→ ${title(byId.get(c.targetWorkflowItemId) as Step)}: ${commandName(c.workflowItemCommandType, t)}`}
              </Typography>
            ))}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton
              aria-label={`${t('workflows.insertAfter')}: ${title(step)}`}
              onClick={() => actions.insertAfter(step)}
            >
              <AddIcon />
            </IconButton>
            <IconButton aria-label={`${t('common.edit')}: ${title(step)}`} onClick={() => actions.edit(step)}>
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={`${t('common.delete')}: ${title(step)}`}
              onClick={() => actions.remove(step)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

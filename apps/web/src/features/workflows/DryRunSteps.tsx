import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DryRunWorkflowQuery } from '../../graphql/generated/workflows.ts';
import type { Step } from './steps.ts';

export type DryRun = NonNullable<DryRunWorkflowQuery['dryRunWorkflow']['data']>;

interface Props {
  result: DryRun;
  steps: readonly Step[];
  /** The command taken at each approval step, by step id. */
  choices: Readonly<Record<number, number>>;
  choose(workflowItemId: number, commandId: number): void;
}

/**
 * A dry run's path, one line per step: who would be asked, and at an approval step the decision taken. A
 * step whose rule does not hold for the facts given is greyed and marked skipped: the request passes it by.
 */
export function DryRunSteps({ result, steps, choices, choose }: Props) {
  const { t } = useTranslation();
  const byId = new Map(steps.map((s) => [s.id, s]));
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="dry-run-result">
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {result.steps.map((step) => {
          const commands = byId.get(step.workflowItemId)?.commands ?? [];
          return (
            <Stack
              component="li"
              key={`${step.workflowItemId}-${step.step}`}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', color: step.skipped ? 'text.disabled' : undefined }}
            >
              <Typography variant="body2" sx={{ minWidth: 180 }}>
                {t('workflows.stepTitle', { number: step.step, type: step.typeName })}
              </Typography>
              {step.skipped && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('workflows.skipped')}
                  sx={{ color: 'inherit' }}
                />
              )}
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {step.participants.map((p) => `${p.fullName} (${p.via})`).join(', ') || '—'}
              </Typography>
              {commands.length > 1 && !step.skipped ? (
                <TextField
                  select
                  size="small"
                  label={t('workflows.decision')}
                  value={String(choices[step.workflowItemId] ?? commands[0]?.id ?? '')}
                  onChange={(e) => choose(step.workflowItemId, Number(e.target.value))}
                >
                  {commands.map((c) => (
                    <MenuItem key={c.id} value={String(c.id)}>
                      {c.workflowItemCommandType?.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Typography variant="caption">{step.commandName ?? ''}</Typography>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Typography variant="body2">{result.message}</Typography>
    </Stack>
  );
}

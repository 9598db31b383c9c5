import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { DryRunWorkflowDocument } from '../../graphql/generated/workflows.ts';
import type { Choice } from './StepFields.tsx';
import type { Step } from './steps.ts';
import { useStepChoices } from './useStepChoices.ts';

/**
 * The dry run (docs/workflows.md): a requester, and at each approval step the decision taken; shows who
 * would be asked at each step, resolved from the requester's managers and the groups.
 */
export function DryRunPanel({ workflowId, steps }: { workflowId: number; steps: readonly Step[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { users } = useStepChoices(true);
  const [requester, setRequester] = useState<Choice | null>(null);
  const [choices, setChoices] = useState<Record<number, number>>({});
  const run = useMutation({
    mutationFn: (requesterId: number) =>
      request('main', DryRunWorkflowDocument, {
        i: {
          workflowId,
          requesterId,
          choices: Object.entries(choices).map(([item, command]) => ({
            workflowItemId: Number(item),
            workflowItemCommandId: command,
          })),
        },
      }),
    onSuccess: (answer) => {
      if (!answer.isSuccess) toast.error(failureText(answer, t));
    },
  });
  const result = run.data?.isSuccess ? run.data.data : null;
  const byId = new Map(steps.map((s) => [s.id, s]));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('workflows.dryRun')}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {t('workflows.dryRun')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete
          sx={{ minWidth: 260 }}
          options={users}
          value={requester}
          onChange={(_e, value) => setRequester(value)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={t('contract:fields.requesterId')} />}
        />
        <BusyButton
          busy={run.isPending}
          disabled={!requester}
          onClick={() => requester && run.mutate(requester.id)}
        >
          {t('workflows.runDry')}
        </BusyButton>
      </Stack>
      {result && (
        <Stack spacing={1} sx={{ mt: 2 }} data-testid="dry-run-result">
          {result.steps.map((step) => {
            const commands = byId.get(step.workflowItemId)?.commands ?? [];
            return (
              <Stack
                key={`${step.workflowItemId}-${step.step}`}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ minWidth: 180 }}>
                  {t('workflows.stepTitle', { number: step.step, type: step.typeName })}
                </Typography>
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {step.participants.map((p) => `${p.fullName} (${p.via})`).join(', ') || '—'}
                </Typography>
                {commands.length > 1 ? (
                  <TextField
                    select
                    size="small"
                    label={t('workflows.decision')}
                    value={String(choices[step.workflowItemId] ?? commands[0]?.id ?? '')}
                    onChange={(e) =>
                      setChoices((c) => ({ ...c, [step.workflowItemId]: Number(e.target.value) }))
                    }
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
          <Typography variant="body2">{result.message}</Typography>
        </Stack>
      )}
    </Paper>
  );
}

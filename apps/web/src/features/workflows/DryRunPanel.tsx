import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { CONDITION_FACTS } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { DryRunWorkflowDocument } from '../../graphql/generated/workflows.ts';
import { badFacts, factRange, factsOf, NO_FACTS, type FactValues } from './dryRunFacts.ts';
import { DryRunSteps } from './DryRunSteps.tsx';
import type { Choice } from './StepFields.tsx';
import type { Step } from './steps.ts';
import { useStepChoices } from './useStepChoices.ts';

/**
 * The dry run (docs/workflows.md): a requester, optionally the request's facts (leave days, quiz score) the
 * steps' rules read, and at each approval step the decision taken; shows who would be asked at each step,
 * resolved from the requester's managers and the groups, and which steps the rules skip.
 */
export function DryRunPanel({ workflowId, steps }: { workflowId: number; steps: readonly Step[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { users } = useStepChoices(true);
  const [requester, setRequester] = useState<Choice | null>(null);
  const [facts, setFacts] = useState<FactValues>(NO_FACTS);
  const [tried, setTried] = useState(false);
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
          facts: factsOf(facts),
        },
      }),
    onSuccess: (answer) => {
      if (!answer.isSuccess) toast.error(failureText(answer, t));
    },
  });
  const bad = tried ? badFacts(facts) : [];
  const start = () => {
    setTried(true);
    if (requester && !badFacts(facts).length) run.mutate(requester.id);
  };
  const result = run.data?.isSuccess ? run.data.data : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('workflows.dryRun')}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {t('workflows.dryRun')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Autocomplete
          sx={{ minWidth: 260 }}
          options={users}
          value={requester}
          onChange={(_e, value) => setRequester(value)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={t('contract:fields.requesterId')} />}
        />
        {CONDITION_FACTS.map((fact) => {
          const { min, max } = factRange(fact);
          return (
            <TextField
              key={fact}
              type="number"
              label={t(`workflows.fact.${fact}`)}
              value={facts[fact]}
              onChange={(e) => setFacts((f) => ({ ...f, [fact]: e.target.value }))}
              error={bad.includes(fact)}
              helperText={bad.includes(fact) ? t('workflows.factRange', { min, max }) : undefined}
              slotProps={{ htmlInput: { min, max } }}
              sx={{ width: { md: 150 } }}
            />
          );
        })}
        <BusyButton busy={run.isPending} disabled={!requester} onClick={start} sx={{ mt: { md: 1 } }}>
          {t('workflows.runDry')}
        </BusyButton>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('workflows.factsNote')}
      </Typography>
      {result && (
        <DryRunSteps
          result={result}
          steps={steps}
          choices={choices}
          choose={(item, command) => setChoices((c) => ({ ...c, [item]: command }))}
        />
      )}
    </Paper>
  );
}

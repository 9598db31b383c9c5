import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Step } from './steps.ts';

export interface BranchName {
  workflowItemCommandTypeId: number;
  name: string;
}

/** An approval step's decisions (its branches) as they are named now, once each. */
export function branchNamesOf(step: Step): BranchName[] {
  const seen = new Map<number, string>();
  for (const command of step.commands) {
    const type = command.workflowItemCommandType;
    if (type?.isList && !seen.has(type.id)) seen.set(type.id, type.name);
  }
  return [...seen].map(([workflowItemCommandTypeId, name]) => ({ workflowItemCommandTypeId, name }));
}

interface Props {
  names: BranchName[];
  tried: boolean;
  onChange(names: BranchName[]): void;
}

/** The decisions of an approval step, renamed in the step dialog after the step was created. */
export function BranchNameFields({ names, tried, onChange }: Props) {
  const { t } = useTranslation();
  if (!names.length) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('contract:fields.branches')}</Typography>
      {names.map((branch, index) => (
        <TextField
          key={branch.workflowItemCommandTypeId}
          size="small"
          label={t('workflows.decisionNamed', { number: index + 1 })}
          value={branch.name}
          onChange={(e) => onChange(names.map((b, i) => (i === index ? { ...b, name: e.target.value } : b)))}
          error={tried && !branch.name.trim()}
          helperText={tried && !branch.name.trim() ? t('workflows.required') : undefined}
        />
      ))}
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import { OperationCode, type Language } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { BranchNameFields, branchNamesOf, type BranchName } from './BranchNameFields.tsx';
import { EMPTY_FORM, formIssues, formOf, detailsOf, type StepForm } from './stepForm.ts';
import { RuleFields } from './RuleFields.tsx';
import { StepFields } from './StepFields.tsx';
import type { Step } from './steps.ts';
import { useStepChoices } from './useStepChoices.ts';

export type StepDialogMode = { kind: 'insert'; after: Step | null } | { kind: 'edit'; step: Step };
export interface OperationType {
  id: number;
  name: string;
  code: string;
}
export interface Branch {
  name: string;
  goNextStep: boolean;
  workflowItemOperationTypeId: string;
}
export interface StepSubmit {
  workflowItemOperationTypeId: number;
  branches: { name: string; goNextStep: boolean; workflowItemOperationTypeId: number }[];
  details: Record<string, unknown>;
  /** An edited approval step's decisions, renamed (issue 26 §3.9). */
  branchNames?: BranchName[];
}

interface Props {
  mode: StepDialogMode;
  types: OperationType[];
  busy: boolean;
  onClose(): void;
  /** Answers the request's promise: a second click on Save before it settles is dropped. */
  onSubmit(values: StepSubmit): void | Promise<unknown>;
}

/**
 * The step dialog: on insert an operation type (and for an approval step its decisions, each with the kind
 * of step it leads to: spec 001 §5 'one per branch'), then the kind's fields; on edit the kind's fields.
 * Every kind may have a rule (docs/workflows.md, Editor); an approval step a timeout.
 */
export function StepDialog({ mode, types, busy, onClose, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const editing = mode.kind === 'edit' ? mode.step : null;
  const [typeId, setTypeId] = useState(editing ? String(editing.workflowItemOperationTypeId) : '');
  const [form, setForm] = useState<StepForm>(editing ? formOf(editing) : EMPTY_FORM);
  const [branches, setBranches] = useState<Branch[]>([
    { name: t('workflows.approve'), goNextStep: true, workflowItemOperationTypeId: '' },
    { name: t('workflows.reject'), goNextStep: false, workflowItemOperationTypeId: '' },
  ]);
  const [names, setNames] = useState<BranchName[]>(editing ? branchNamesOf(editing) : []);
  const [tried, setTried] = useState(false);
  const choices = useStepChoices(true);
  const code = types.find((type) => String(type.id) === typeId)?.code ?? editing?.type?.code ?? '';
  const issues = tried ? formIssues(code, form, i18n.language as Language) : {};
  const approval = code === OperationCode.Approval;
  const branchProblem =
    (approval &&
      mode.kind === 'insert' &&
      branches.some((b) => !b.name.trim() || !b.workflowItemOperationTypeId)) ||
    names.some((b) => !b.name.trim());
  const typeName = (type: OperationType) => t(`workflows.type.${type.code}`, { defaultValue: type.name });
  const submit = () => {
    setTried(true);
    if (!typeId || branchProblem || Object.keys(formIssues(code, form, i18n.language as Language)).length)
      return;
    return onSubmit({
      workflowItemOperationTypeId: Number(typeId),
      branches:
        approval && mode.kind === 'insert'
          ? branches.map((b) => ({
              ...b,
              workflowItemOperationTypeId: Number(b.workflowItemOperationTypeId),
            }))
          : [],
      details: detailsOf(code, form),
      ...(names.length ? { branchNames: names.map((b) => ({ ...b, name: b.name.trim() })) } : {}),
    });
  };
  const set = (changes: Partial<StepForm>) => setForm((f) => ({ ...f, ...changes }));
  const setBranch = (index: number, changes: Partial<Branch>) =>
    setBranches((all) => all.map((b, i) => (i === index ? { ...b, ...changes } : b)));
  const required = t('workflows.required');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? t('workflows.editStep') : t('workflows.addStep')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('contract:fields.workflowItemOperationTypeId')}
            value={typeId}
            disabled={Boolean(editing)}
            onChange={(e) => setTypeId(e.target.value)}
            error={tried && !typeId}
            helperText={tried && !typeId ? required : undefined}
          >
            {types.map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {typeName(type)}
              </MenuItem>
            ))}
          </TextField>
          {approval && mode.kind === 'insert' && (
            <Stack spacing={1}>
              <Typography variant="subtitle2">{t('contract:fields.branches')}</Typography>
              {branches.map((branch, index) => (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label={t('workflows.decision')}
                    value={branch.name}
                    onChange={(e) => setBranch(index, { name: e.target.value })}
                    error={tried && !branch.name.trim()}
                  />
                  <TextField
                    select
                    size="small"
                    sx={{ minWidth: 160 }}
                    label={t('workflows.leadsTo')}
                    value={branch.workflowItemOperationTypeId}
                    onChange={(e) => setBranch(index, { workflowItemOperationTypeId: e.target.value })}
                    error={tried && !branch.workflowItemOperationTypeId}
                    helperText={tried && !branch.workflowItemOperationTypeId ? required : undefined}
                  >
                    {types
                      .filter((type) => type.code !== OperationCode.Approval)
                      .map((type) => (
                        <MenuItem key={type.id} value={String(type.id)}>
                          {typeName(type)}
                        </MenuItem>
                      ))}
                  </TextField>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={branch.goNextStep}
                        onChange={(e) => setBranch(index, { goNextStep: e.target.checked })}
                      />
                    }
                    label={t('workflows.goesOn')}
                  />
                  <IconButton
                    aria-label={t('workflows.removeBranch')}
                    disabled={branches.length <= 1}
                    onClick={() => setBranches((all) => all.filter((_b, i) => i !== index))}
                  >
                    <RemoveIcon />
                  </IconButton>
                </Stack>
              ))}
              <Button
                sx={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  setBranches((all) => [
                    ...all,
                    { name: '', goNextStep: true, workflowItemOperationTypeId: '' },
                  ])
                }
              >
                {t('workflows.addBranch')}
              </Button>
            </Stack>
          )}
          <BranchNameFields names={names} tried={tried} onChange={setNames} />
          <StepFields code={code} form={form} issues={issues} set={set} {...choices} />
          {code !== '' && <RuleFields form={form} issues={issues} set={set} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <BusyButton busy={busy} onClick={submit}>
          {t('common.save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

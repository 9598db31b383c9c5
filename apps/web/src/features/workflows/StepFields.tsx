import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  APPROVAL_CONDITIONS,
  NOTIFICATION_TYPES,
  OperationCode,
  REQUEST_TYPES,
  WORKFLOW_MANAGER_LEVELS,
} from '@pano/contract';
import { useTranslation } from 'react-i18next';
import type { StepFieldProps, StepForm } from './stepForm.ts';
import { TimeoutFields } from './TimeoutFields.tsx';

export interface Choice {
  id: number;
  label: string;
}

interface Props extends StepFieldProps {
  code: string;
  users: Choice[];
  groups: Choice[];
  statuses: Choice[];
}

function People({ form, set, users, groups }: Pick<Props, 'form' | 'set' | 'users' | 'groups'>) {
  const { t } = useTranslation();
  const pick = (choices: Choice[], ids: number[]) => choices.filter((c) => ids.includes(c.id));
  return (
    <>
      <Autocomplete
        multiple
        options={users}
        value={pick(users, form.userIds)}
        onChange={(_e, value) => set({ userIds: value.map((v) => v.id) })}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={t('workflows.users')} />}
      />
      <Autocomplete
        multiple
        options={groups}
        value={pick(groups, form.groupIds)}
        onChange={(_e, value) => set({ groupIds: value.map((v) => v.id) })}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={t('workflows.groups')} />}
      />
    </>
  );
}

/**
 * The fields of one kind of step (spec 001 §5): approval (with its timeout), status update, notification,
 * task, URL request. The rule every kind may have is `RuleFields`, beside these.
 */
export function StepFields({ code, form, issues, set, users, groups, statuses }: Props) {
  const { t } = useTranslation();
  const text = (name: keyof StepForm, label: string, multiline = false) => (
    <TextField
      label={label}
      value={form[name] as string}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(issues[name])}
      helperText={issues[name]}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      required
    />
  );
  const select = (name: keyof StepForm, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      label={label}
      value={form[name] as string}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(issues[name])}
      helperText={issues[name]}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const people = <People form={form} set={set} users={users} groups={groups} />;
  switch (code) {
    case OperationCode.Approval:
      return (
        <Stack spacing={2}>
          {select(
            'condition',
            t('contract:fields.condition'),
            APPROVAL_CONDITIONS.map((c) => ({ value: c, label: t(`workflows.condition.${c}`) })),
          )}
          {select('managerLevel', t('contract:fields.managerLevel'), [
            { value: '', label: t('workflows.none') },
            ...WORKFLOW_MANAGER_LEVELS.map((l) => ({
              value: String(l),
              label: t(`contract:managerLevel.${l}`),
            })),
          ])}
          {people}
          <TimeoutFields form={form} issues={issues} set={set} />
        </Stack>
      );
    case OperationCode.StatusUpdate:
      return select(
        'statusId',
        t('contract:fields.statusId'),
        statuses.map((s) => ({ value: String(s.id), label: s.label })),
      );
    case OperationCode.Notification:
      return (
        <Stack spacing={2}>
          {select(
            'notificationType',
            t('contract:fields.notificationType'),
            NOTIFICATION_TYPES.map((n) => ({ value: String(n), label: t('workflows.push') })),
          )}
          {text('subject', t('contract:fields.subject'))}
          {text('body', t('contract:fields.body'), true)}
          {people}
        </Stack>
      );
    case OperationCode.Task:
      return (
        <Stack spacing={2}>
          {text('title', t('contract:fields.title'))}
          {text('description', t('contract:fields.description'), true)}
          {people}
        </Stack>
      );
    case OperationCode.UrlRequest:
      return (
        <Stack spacing={2}>
          {text('header', t('contract:fields.header'), true)}
          {select(
            'requestType',
            t('contract:fields.requestType'),
            REQUEST_TYPES.map((r) => ({ value: r, label: r })),
          )}
          {text('url', t('contract:fields.url'))}
          {text('requestBody', t('contract:fields.body'), true)}
        </Stack>
      );
    default:
      return null;
  }
}

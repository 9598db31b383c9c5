import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MENU_DEVICE_TYPES } from '@pano/contract';
import { PickerField } from '../../../components/PickerField.tsx';
import { roleChoices } from '../../../crud/core/commonChoices.ts';
import type { OptionItem, OptionSource } from '../../../crud/core/optionTypes.ts';
import { userSearch } from '../../../crud/core/recipients.ts';
import { usePickerSearch } from '../../../crud/hooks/usePickerSearch.ts';
import { today } from '../publishStatus.ts';
import { PreviewPhone } from './PreviewPhone.tsx';
import { useAppPreview, type PreviewChoice } from './useAppPreview.ts';

/** One searched picker holding at most one choice. */
function OnePicker({
  label,
  source,
  value,
  onChange,
}: {
  label: string;
  source: OptionSource;
  value: OptionItem | null;
  onChange(value: OptionItem | null): void;
}) {
  const [open, setOpen] = useState(false);
  const search = usePickerSearch(source, open);
  return (
    <PickerField
      label={label}
      multiple={false}
      value={value ? [value] : []}
      options={search.options}
      loading={search.loading}
      onChange={(items) => onChange(items[0] ?? null)}
      onSearch={search.onSearch}
      onOpenChange={setOpen}
    />
  );
}

/**
 * /menu/onizleme (issue 27 §3; docs/navigation.md): pick an employee, or a role, a device and a day, and see
 * their app's menu and links exactly as the portal would answer them then.
 */
export function AppPreviewPage() {
  const { t } = useTranslation();
  const [user, setUser] = useState<OptionItem | null>(null);
  const [role, setRole] = useState<OptionItem | null>(null);
  const [choice, setChoice] = useState<Omit<PreviewChoice, 'userId' | 'roleId'>>({
    kind: 'user',
    deviceType: MENU_DEVICE_TYPES[0],
    day: today(),
  });
  const preview = useAppPreview({ ...choice, userId: user?.id ?? null, roleId: role?.id ?? null });
  const set = (patch: Partial<typeof choice>) => setChoice((current) => ({ ...current, ...patch }));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('navigation.preview.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <RadioGroup
          row
          aria-label={t('navigation.preview.who')}
          value={choice.kind}
          onChange={(event) => set({ kind: event.target.value === 'role' ? 'role' : 'user' })}
        >
          <FormControlLabel value="user" control={<Radio />} label={t('navigation.preview.employee')} />
          <FormControlLabel value="role" control={<Radio />} label={t('contract:fields.role')} />
        </RadioGroup>
        <Stack sx={{ minWidth: 260 }}>
          {choice.kind === 'user' ? (
            <OnePicker
              label={t('navigation.preview.employee')}
              source={userSearch}
              value={user}
              onChange={setUser}
            />
          ) : (
            <OnePicker
              label={t('contract:fields.role')}
              source={roleChoices}
              value={role}
              onChange={setRole}
            />
          )}
        </Stack>
        <RadioGroup
          row
          aria-label={t('navigation.device')}
          value={choice.deviceType}
          onChange={(event) => set({ deviceType: event.target.value })}
        >
          {MENU_DEVICE_TYPES.map((device) => (
            <FormControlLabel
              key={device}
              value={device}
              control={<Radio />}
              label={t(`navigation.preview.device.${device}`)}
            />
          ))}
        </RadioGroup>
        <TextField
          type="date"
          size="small"
          label={t('navigation.preview.day')}
          value={choice.day}
          onChange={(event) => set({ day: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {preview.loading && <LinearProgress aria-label={t('common.loading')} />}
      {!preview.chosen ? (
        <Typography>{t('navigation.preview.choose')}</Typography>
      ) : (
        preview.app && <PreviewPhone app={preview.app} />
      )}
    </Stack>
  );
}

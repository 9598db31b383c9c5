import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import RestoreIcon from '@mui/icons-material/Restore';
import { ConfigKind, ConfigSource, formatIdList, parseIdList } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { ConfigGroupPicker } from './ConfigGroupPicker.tsx';
import type { ConfigSetting } from './useConfig.ts';

export interface ConfigSettingFieldProps {
  setting: ConfigSetting;
  busy: boolean;
  onSave(value: string): void;
  onReset(id: number): void;
}

/**
 * One setting: its dropdown (several choices for the current announcements, stored as "[3,7]"), or the
 * group picker for a setting that holds one of the tenant's groups, showing the stored value or the
 * default, and 'reset to default' while a value is stored.
 */
export function ConfigSettingField({ setting, busy, onSave, onReset }: ConfigSettingFieldProps) {
  const { t } = useTranslation();
  const current = setting.value ?? setting.defaultValue ?? '';
  const multi = setting.kind === ConfigKind.Multi;
  const name = t(`config.settings.${setting.name}.name`);
  const reset = () => setting.id !== null && onReset(setting.id);
  const label = (value: string) => {
    const option = setting.options.find((o) => o.value === value);
    if (!option) return value;
    return setting.source ? option.label : t(`config.options.${setting.name}.${option.value}`);
  };
  const chosen = multi ? (parseIdList(current) ?? []).map(String) : current;
  const helper = (
    <>
      <span>{t(`contract:configSettings.${setting.name}`)}</span>
      {setting.value === null && (
        <>
          <br />
          <span>{t('config.usingDefault')}</span>
        </>
      )}
    </>
  );
  const groupPicker = setting.source === ConfigSource.Groups && !multi;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {groupPicker ? (
        <ConfigGroupPicker setting={setting} label={name} helperText={helper} busy={busy} onSave={onSave} />
      ) : (
        <TextField
          select
          label={name}
          value={chosen}
          disabled={busy}
          helperText={helper}
          onChange={(event) => {
            const value = event.target.value as unknown;
            if (multi) {
              const ids = (Array.isArray(value) ? value : String(value).split(',')).map(Number);
              onSave(formatIdList(ids));
            } else onSave(String(value));
          }}
          slotProps={{
            select: {
              multiple: multi,
              renderValue: (selected) =>
                Array.isArray(selected)
                  ? selected.map((v) => label(String(v))).join(', ')
                  : label(String(selected)),
            },
          }}
        >
          {setting.options.length === 0 && (
            <MenuItem value="" disabled>
              {t('config.noOptions')}
            </MenuItem>
          )}
          {setting.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {multi && (
                <Checkbox checked={Array.isArray(chosen) && chosen.includes(option.value)} size="small" />
              )}
              <ListItemText primary={label(option.value)} />
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="outlined"
        startIcon={<RestoreIcon />}
        disabled={busy || setting.id === null}
        onClick={reset}
        sx={{ flexShrink: 0 }}
        aria-label={t('config.resetOf', { name })}
      >
        {t('config.reset')}
      </Button>
    </Stack>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TIMEOUT_ACTIONS } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import type { StepFieldProps } from './stepForm.ts';
import { StepSection } from './StepSection.tsx';

/**
 * An approval step's timeout: after so many days without a decision, remind, ask the next manager up, or
 * decide automatically. Days and action go together; both empty is no timeout.
 */
export function TimeoutFields({ form, issues, set }: StepFieldProps) {
  const { t } = useTranslation();
  const help = form.timeoutAction ? t(`workflows.timeoutHelp.${form.timeoutAction}`) : undefined;
  return (
    <StepSection title={t('workflows.timeout')} note={t('workflows.timeoutNote')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          type="number"
          label={t('contract:fields.timeoutDays')}
          value={form.timeoutDays}
          onChange={(e) => set({ timeoutDays: e.target.value })}
          error={Boolean(issues.timeoutDays)}
          helperText={issues.timeoutDays}
          slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
          sx={{ width: { xs: '100%', sm: 150 }, flexShrink: 0 }}
        />
        <TextField
          select
          fullWidth
          label={t('contract:fields.timeoutAction')}
          value={form.timeoutAction}
          onChange={(e) => set({ timeoutAction: e.target.value })}
          error={Boolean(issues.timeoutAction)}
          helperText={issues.timeoutAction ?? help}
        >
          <MenuItem value="">{t('workflows.none')}</MenuItem>
          {TIMEOUT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`workflows.timeoutAction.${action}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </StepSection>
  );
}

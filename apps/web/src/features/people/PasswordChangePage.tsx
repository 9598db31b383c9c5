import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { usePasswordChange } from './usePasswordChange.ts';

/** /hesabim/sifre-degistir: current, new and repeated new password (spec 001 §2, §5). */
export function PasswordChangePage() {
  const { t } = useTranslation();
  const page = usePasswordChange();
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
      <SubmitForm onSubmit={page.submit}>
        <Stack spacing={2}>
          <TextField
            type="password"
            label={t('contract:fields.oldPassword')}
            value={page.values.oldPassword}
            onChange={(event) => page.change({ oldPassword: event.target.value })}
            required
            autoComplete="current-password"
          />
          <NewPasswordFields values={page.values} onChange={page.change} />
          <Box>
            <BusyButton type="submit" busy={page.pending} disabled={!page.canSubmit}>
              {t('password.submit')}
            </BusyButton>
          </Box>
        </Stack>
      </SubmitForm>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { SIGN_IN_PATH } from '../paths.ts';
import { SignInFrame } from './SignInFrame.tsx';
import { useInvitation } from './useInvitation.ts';
import type { LinkPurpose } from './acceptInvitation.ts';

/**
 * /auth/davet?tag=&token=: a new person sets a first password; /auth/sifre-yenile: a new one after a reset
 * (docs/passwords.md). Then they sign in.
 */
export function InvitationPage({ purpose = 'invitation' }: { purpose?: LinkPurpose }) {
  const { t } = useTranslation();
  const page = useInvitation(purpose);
  const texts = purpose === 'reset' ? 'reset' : 'invitation';
  const signIn = `${SIGN_IN_PATH}?tag=${encodeURIComponent(page.tag)}`;
  return (
    <SignInFrame title={t(`${texts}.title`)}>
      {page.accepted ? (
        <Stack spacing={2} sx={{ width: '100%' }}>
          <Alert severity="success">{t(`${texts}.done`)}</Alert>
          <Button component={Link} to={signIn} variant="contained" size="large">
            {t('signIn.submit')}
          </Button>
        </Stack>
      ) : (
        <SubmitForm onSubmit={page.submit}>
          <Stack spacing={2}>
            {page.error && <Alert severity="error">{page.error}</Alert>}
            <NewPasswordFields values={page.values} onChange={page.change} disabled={page.pending} />
            <BusyButton type="submit" size="large" busy={page.pending} disabled={!page.canSubmit}>
              {t(`${texts}.submit`)}
            </BusyButton>
          </Stack>
        </SubmitForm>
      )}
    </SignInFrame>
  );
}

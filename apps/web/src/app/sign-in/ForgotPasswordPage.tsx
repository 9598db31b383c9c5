import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { PlainTextField } from '../../components/PlainTextField.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { failureText } from '../../crud/core/failureText.ts';
import { sessionStore } from '../../state/session.ts';
import { SIGN_IN_PATH } from '../paths.ts';
import { forgotPassword } from './acceptInvitation.ts';
import { SignInFrame } from './SignInFrame.tsx';

/**
 * /auth/sifremi-unuttum (docs/passwords.md): for the tenant chosen at the sign-in's tag step, the panel
 * user's e-mail; the server answers the same whether or not the account exists, and sends a reset link when
 * it does.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const subscription = sessionStore.get().subscription;
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationFn: () =>
      forgotPassword({ connectionToken: subscription?.connectionString ?? '', email: email.trim() }),
  });
  const answer = send.data;
  return (
    <SignInFrame title={t('forgot.title')}>
      {!subscription ? (
        <Alert severity="info">{t('forgot.noTenant')}</Alert>
      ) : answer?.isSuccess ? (
        <Alert severity="success">{answer.message}</Alert>
      ) : (
        <SubmitForm onSubmit={() => (email.trim() ? send.mutateAsync() : undefined)}>
          <Stack spacing={2}>
            <Typography variant="body2">
              {t('forgot.intro', { company: subscription.company.name })}
            </Typography>
            {answer && <Alert severity="error">{failureText(answer, t)}</Alert>}
            <PlainTextField
              autoFocus
              label={t('contract:fields.email')}
              value={email}
              onChange={setEmail}
              required
              input={{ type: 'email', autoComplete: 'username' }}
            />
            <BusyButton type="submit" size="large" busy={send.isPending} disabled={!email.trim()}>
              {t('forgot.submit')}
            </BusyButton>
          </Stack>
        </SubmitForm>
      )}
      <Button component={Link} to={SIGN_IN_PATH}>
        {t('forgot.back')}
      </Button>
    </SignInFrame>
  );
}

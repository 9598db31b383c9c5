import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORGOT_PATH } from '../paths.ts';
import { useSession } from '../../state/session.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { PlainTextField } from '../../components/PlainTextField.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { SignInFrame } from './SignInFrame.tsx';
import { useSignIn, type SignInStep } from './useSignIn.ts';

const INPUT: Record<SignInStep, { type: string; autoComplete: string }> = {
  tag: { type: 'text', autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'current-password' },
};

/**
 * /auth/login: tag, then email, then password, with a back arrow (spec 000 §2); after the tag, the company
 * being signed in to is named.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const { step } = signIn;
  const company = useSession().subscription?.company.name;
  return (
    <SignInFrame title={t('signIn.title')}>
      {step !== 'tag' && company && (
        <Typography variant="body2" color="text.secondary">
          {t('signIn.company', { company })}
        </Typography>
      )}
      <SubmitForm onSubmit={() => signIn.submit()}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {signIn.canGoBack && (
            <IconButton onClick={signIn.back} aria-label={t('common.back')} sx={{ mt: 2 }}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <PlainTextField
            key={step}
            autoFocus
            label={t(`contract:fields.${step}`)}
            value={signIn.value}
            onChange={signIn.change}
            onBlur={signIn.blur}
            error={Boolean(signIn.error)}
            helperText={signIn.error ?? t(`signIn.hint.${step}`)}
            required
            input={INPUT[step]}
          />
        </Stack>
        <BusyButton
          type="submit"
          fullWidth
          size="large"
          busy={signIn.pending}
          disabled={!signIn.canContinue}
          sx={{ mt: 2 }}
        >
          {t(step === 'password' ? 'signIn.submit' : 'signIn.continue')}
        </BusyButton>
      </SubmitForm>
      {step !== 'tag' && (
        <Link component={RouterLink} to={FORGOT_PATH} variant="body2">
          {t('forgot.link')}
        </Link>
      )}
    </SignInFrame>
  );
}

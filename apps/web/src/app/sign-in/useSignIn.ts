import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firstMessage, type Envelope } from '../../graphql/envelope.ts';
import { getSubscription, verifyPanelUser } from '../../graphql/signIn.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { sessionStore, storeSignIn, storeSubscription } from '../../state/session.ts';

export type SignInStep = 'tag' | 'email' | 'password';
const STEPS: readonly SignInStep[] = ['tag', 'email', 'password'];

export interface SignIn {
  step: SignInStep;
  value: string;
  /** The message under the field: required, email pattern or the server's answer. */
  error: string | null;
  pending: boolean;
  canContinue: boolean;
  canGoBack: boolean;
  change(value: string): void;
  blur(): void;
  submit(): Promise<void>;
  back(): void;
}

/** The email rule loads after the first paint (emailCheck.ts); the tag step's success starts the download. */
const emailCheck = () => import('./emailCheck.ts');

/**
 * The three sign-in steps (spec 000 §2, §4, §5): a tag that names a tenant stores its subscription (and so
 * its colours); the email is checked for its pattern; the password signs in and stores token and user id.
 * The guard then moves the user on to the last location or the root. A `?tag=` in the address (the
 * invitation page's 'sign in' button) fills the tag, else the last tenant's.
 */
export function useSignIn(): SignIn {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<SignInStep>('tag');
  const [values, setValues] = useState({
    tag: searchParams.get('tag') ?? sessionStore.get().subscription?.tag ?? '',
    email: '',
    password: '',
  });
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const value = values[step];
  const empty = value.trim() === '';

  const fail = (envelope: Envelope<unknown>) => setError(firstMessage(envelope) ?? t('errors.badRequest'));
  const advance = (next: SignInStep) => {
    setStep(next);
    setTouched(false);
  };

  async function submit() {
    if (empty || pending) return;
    setError(null);
    if (step === 'email') {
      // without the rule (its download failed) the server still checks the email at the password step
      const invalid = await emailCheck().then(
        ({ emailError }) => emailError(currentLanguage(), values.email),
        () => null,
      );
      return invalid ? setError(invalid) : advance('password');
    }
    setPending(true);
    try {
      if (step === 'tag') {
        const answer = await getSubscription(values.tag.trim().toLowerCase());
        if (answer.isSuccess && answer.data) {
          storeSubscription(answer.data);
          void emailCheck();
          advance('email');
        } else fail(answer);
      } else {
        const connectionToken = sessionStore.get().subscription?.connectionString ?? '';
        const answer = await verifyPanelUser({
          connectionToken,
          email: values.email.trim(),
          password: values.password,
        });
        if (answer.isSuccess && answer.data) storeSignIn(answer.data.token, answer.data.userId);
        else fail(answer);
      }
    } finally {
      setPending(false);
    }
  }

  return {
    step,
    value,
    error: error ?? (touched && empty ? t('signIn.required') : null),
    pending,
    canContinue: !empty && !pending,
    canGoBack: step !== 'tag' && !pending,
    change(next) {
      setValues((current) => ({ ...current, [step]: next }));
      setError(null);
    },
    blur: () => setTouched(true),
    submit,
    back() {
      const previous = STEPS[STEPS.indexOf(step) - 1];
      if (previous) advance(previous);
      setError(null);
    },
  };
}

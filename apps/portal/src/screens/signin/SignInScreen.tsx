import { useState, type FormEvent } from 'react';
import { firstMessage, isUnreachable, type Envelope } from '../../api/envelope.ts';
import { rememberedTag, startSession } from '../../api/session.ts';
import { findCompany, forgotPassword, signIn, type FoundCompany } from '../../api/signIn.ts';
import { useT, type Translate } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import styles from './SignInScreen.module.css';

type Step = 'tag' | 'password' | 'forgot' | 'forgotSent';

const messageOf = (envelope: Envelope<unknown>, t: Translate) =>
  isUnreachable(envelope) ? t('state.offline') : (firstMessage(envelope) ?? t('state.failed'));

/**
 * Sign-in (docs/portal-app.md): the company tag (remembered), then the identifier the company's login method
 * asks for and the password; "forgot password" sends a link whatever the answer.
 */
export function SignInScreen() {
  const { t } = useT();
  const [step, setStep] = useState<Step>('tag');
  const [tag, setTag] = useState(rememberedTag);
  const [found, setFound] = useState<FoundCompany | null>(null);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const submitTag = (event: FormEvent) => {
    event.preventDefault();
    if (!tag.trim()) return setError(t('signIn.tagRequired'));
    void run(async () => {
      const answer = await findCompany(tag);
      if (!answer.data) return setError(messageOf(answer, t));
      setFound(answer.data);
      setStep('password');
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!found) return;
    if (!identifier.trim() || !password) return setError(t('signIn.bothRequired'));
    void run(async () => {
      const answer = await signIn(found, identifier, password);
      if (!answer.data) return setError(messageOf(answer, t));
      startSession(answer.data);
    });
  };

  const submitForgot = (event: FormEvent) => {
    event.preventDefault();
    if (!found) return;
    if (!identifier.trim()) return setError(t('signIn.identifierRequired'));
    void run(async () => {
      const answer = await forgotPassword(found, identifier);
      if (!answer.isSuccess) return setError(messageOf(answer, t));
      setStep('forgotSent');
    });
  };

  const method = found?.company.loginMethod ?? 'email';
  const identifierField = (
    <div className={ui.field}>
      <label htmlFor="identifier">{t(`signIn.identifier.${method}`)}</label>
      <input
        id="identifier"
        name="username"
        autoComplete="username"
        inputMode={method === 'email' ? 'email' : 'numeric'}
        type={method === 'email' ? 'email' : 'text'}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
    </div>
  );
  const errorLine = error && (
    <p role="alert" className={ui.error}>
      {error}
    </p>
  );

  return (
    <main className={styles.page}>
      <h1 className={styles.brand}>{found ? found.company.name : t('app.name')}</h1>
      {step === 'tag' && (
        <form onSubmit={submitTag} noValidate>
          <div className={ui.field}>
            <label htmlFor="tag">{t('signIn.tag')}</label>
            <input
              id="tag"
              autoCapitalize="none"
              autoCorrect="off"
              value={tag}
              onChange={(event) => setTag(event.target.value)}
            />
          </div>
          {errorLine}
          <button type="submit" className={`${ui.button} ${ui.block}`} disabled={busy}>
            {t('signIn.next')}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={submitPassword} noValidate>
          <p className={ui.muted}>{t('signIn.into', { company: found?.company.name ?? '' })}</p>
          {identifierField}
          <div className={ui.field}>
            <label htmlFor="password">{t('signIn.password')}</label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {errorLine}
          <button type="submit" className={`${ui.button} ${ui.block}`} disabled={busy}>
            {t('signIn.submit')}
          </button>
          <div className={styles.links}>
            <button type="button" className={styles.linkButton} onClick={() => setStep('forgot')}>
              {t('signIn.forgot')}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setStep('tag')}>
              {t('signIn.otherCompany')}
            </button>
          </div>
        </form>
      )}
      {step === 'forgot' && (
        <form onSubmit={submitForgot} noValidate>
          <p className={ui.muted}>{t('signIn.forgotHelp')}</p>
          {identifierField}
          {errorLine}
          <button type="submit" className={`${ui.button} ${ui.block}`} disabled={busy}>
            {t('signIn.sendLink')}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => setStep('password')}>
            {t('signIn.backToSignIn')}
          </button>
        </form>
      )}
      {step === 'forgotSent' && (
        <div role="status">
          <p>{t('signIn.linkSent')}</p>
          <button type="button" className={`${ui.button} ${ui.block}`} onClick={() => setStep('password')}>
            {t('signIn.backToSignIn')}
          </button>
        </div>
      )}
    </main>
  );
}

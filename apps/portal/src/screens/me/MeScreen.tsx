import { useState } from 'react';
import { firstMessage, isAuthFailure, isUnreachable } from '../../api/envelope.ts';
import { portal } from '../../api/graphql.ts';
import { forgetResources } from '../../api/resource.ts';
import { endSession, sessionStore } from '../../api/session.ts';
import { href } from '../../app/router.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { useStore } from '../../app/store.ts';
import { chooseTheme, THEME_CHOICES, themeStore } from '../../app/theme.ts';
import { useHome } from '../../app/useHome.ts';
import { LogoutDocument, LogoutEverywhereDocument } from '../../graphql/generated/session.ts';
import { chooseLanguage, LANGUAGES, useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import styles from './MeScreen.module.css';

/** Me: who I am, the app's language and theme, signing out, the app's version. */
export default function MeScreen(_: ScreenProps) {
  const { t, language } = useT();
  const theme = useStore(themeStore);
  const session = useStore(sessionStore);
  const me = useHome().value?.me.data;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async (everywhere: boolean) => {
    if (busy) return;
    if (everywhere && !window.confirm(t('me.everywhereConfirm'))) return;
    setBusy(true);
    setError(null);
    const answer = everywhere
      ? (await portal(LogoutEverywhereDocument)).logoutEverywhere
      : (await portal(LogoutDocument)).logout;
    // this device's sign-out needs no answer (offline, the token ends here and expires there); every
    // device's does: without it the others stay signed in
    if (everywhere && !answer.isSuccess && !isAuthFailure(answer)) {
      setBusy(false);
      return setError(
        isUnreachable(answer) ? t('state.offline') : (firstMessage(answer) ?? t('state.failed')),
      );
    }
    forgetResources();
    endSession();
    window.location.hash = '';
  };
  return (
    <div className={styles.me}>
      <section className={ui.card} aria-labelledby="me-name">
        <h2 id="me-name">{me ? `${me.name} ${me.surname}` : ''}</h2>
        <p className={ui.muted}>{session?.company.name}</p>
      </section>
      <a className={ui.card} href={href('requests')}>
        {t('requests.mine')}
      </a>
      <fieldset className={styles.choice}>
        <legend>{t('me.language')}</legend>
        {LANGUAGES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="language"
              checked={language === option}
              onChange={() => chooseLanguage(option)}
            />
            {t(`me.languages.${option}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choice}>
        <legend>{t('me.theme')}</legend>
        {THEME_CHOICES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="theme"
              checked={theme === option}
              onChange={() => chooseTheme(option)}
            />
            {t(`me.themes.${option}`)}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        onClick={() => void signOut(false)}
        disabled={busy}
      >
        {t('me.signOut')}
      </button>
      <button
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        onClick={() => void signOut(true)}
        disabled={busy}
      >
        {t('me.signOutEverywhere')}
      </button>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <p className={ui.muted}>{t('me.version', { version: __APP_VERSION__ })}</p>
    </div>
  );
}

import { useState } from 'react';
import { firstMessage, isUnreachable } from '../../api/envelope.ts';
import { portal } from '../../api/graphql.ts';
import { AcceptDisclaimerDocument } from '../../graphql/generated/session.ts';
import type { HomeQuery } from '../../graphql/generated/home.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import styles from './DisclaimerScreen.module.css';

type Disclaimer = NonNullable<HomeQuery['activeDisclaimer']['data']>;

/** The active disclaimer, accepted before anything else (docs/portal-app.md). */
export default function DisclaimerScreen({
  disclaimer,
  onAccepted,
}: {
  disclaimer: Disclaimer;
  onAccepted: () => Promise<void>;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const { acceptDisclaimer } = await portal(AcceptDisclaimerDocument, {
      inputModel: { disclaimerId: disclaimer.id },
    });
    if (acceptDisclaimer.isSuccess) await onAccepted();
    else
      setError(
        isUnreachable(acceptDisclaimer)
          ? t('state.offline')
          : (firstMessage(acceptDisclaimer) ?? t('state.failed')),
      );
    setBusy(false);
  };
  return (
    <main className={styles.page}>
      <h1>{disclaimer.name}</h1>
      <p className={ui.muted}>{t('disclaimer.version', { version: disclaimer.version })}</p>
      <div className={styles.text} tabIndex={0} aria-label={t('disclaimer.text')}>
        {disclaimer.value}
      </div>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <button
        type="button"
        className={`${ui.button} ${ui.block}`}
        onClick={() => void accept()}
        disabled={busy}
      >
        {t('disclaimer.accept')}
      </button>
    </main>
  );
}

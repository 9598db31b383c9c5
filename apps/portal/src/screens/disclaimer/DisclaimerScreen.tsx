import { useState } from 'react';
import { firstMessage, isUnreachable } from '../../api/envelope.ts';
import { portal } from '../../api/graphql.ts';
import { AcceptDisclaimerDocument } from '../../graphql/generated/session.ts';
import type { HomeQuery } from '../../graphql/generated/home.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import { lineDiff } from './lineDiff.ts';
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
      {disclaimer.lastAccepted ? (
        <>
          <p>{t('disclaimer.changed', { version: disclaimer.lastAccepted.version })}</p>
          <div className={styles.text} tabIndex={0} aria-label={t('disclaimer.changes')}>
            {lineDiff(disclaimer.lastAccepted.value, disclaimer.value).map((line, index) =>
              line.kind === 'added' ? (
                <ins key={index} className={styles.added}>
                  <span className="visually-hidden">{t('disclaimer.added')} </span>
                  {line.text}
                </ins>
              ) : line.kind === 'removed' ? (
                <del key={index} className={styles.removed}>
                  <span className="visually-hidden">{t('disclaimer.removed')} </span>
                  {line.text}
                </del>
              ) : (
                <span key={index} className={styles.same}>
                  {line.text}
                </span>
              ),
            )}
          </div>
        </>
      ) : (
        <div className={styles.text} tabIndex={0} aria-label={t('disclaimer.text')}>
          {disclaimer.value}
        </div>
      )}
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

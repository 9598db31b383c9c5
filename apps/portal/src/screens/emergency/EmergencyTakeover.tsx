import { useEffect, useRef } from 'react';
import { portal } from '../../api/graphql.ts';
import { when } from '../../components/when.ts';
import { MarkDisasterReadDocument } from '../../graphql/generated/emergency.ts';
import { useT } from '../../i18n/i18n.ts';
import { EmergencyAnswer } from './EmergencyAnswer.tsx';
import styles from './Emergency.module.css';

interface Emergency {
  id: number;
  title: string;
  body: string;
  createTime: string;
}

/**
 * An emergency over the whole screen (docs/portal-app.md, Emergency): read as soon as it shows, answered
 * here; "later" hides it until the app opens again.
 */
export default function EmergencyTakeover({
  emergency,
  onAnswered,
  onLater,
}: {
  emergency: Emergency;
  onAnswered: () => void;
  onLater: () => void;
}) {
  const { t, language } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    void portal(MarkDisasterReadDocument, { inputModel: { disasterId: emergency.id } });
  }, [emergency.id]);
  return (
    <div className={styles.takeover} role="alertdialog" aria-modal="true" aria-labelledby="emergency-title">
      <p className={styles.banner}>{t('emergency.banner')}</p>
      <h1 id="emergency-title" ref={heading} tabIndex={-1}>
        {emergency.title}
      </h1>
      <p>{when(emergency.createTime, language)}</p>
      <p className={styles.body}>{emergency.body}</p>
      <EmergencyAnswer disasterId={emergency.id} onAnswered={onAnswered} />
      <button type="button" className={styles.later} onClick={onLater}>
        {t('emergency.later')}
      </button>
    </div>
  );
}

import { useT } from '../i18n/i18n.ts';
import { Icon } from './Icon.tsx';
import { useOnline } from './useOnline.ts';
import { when } from './when.ts';
import styles from './OfflineBanner.module.css';

/** While the phone is offline: says so, and when what is shown was read from the server. */
export function OfflineBanner({ fetchedAt }: { fetchedAt: number | undefined }) {
  const { t, language } = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className={styles.banner}>
      <Icon name="offline" size={20} />
      <span>
        {fetchedAt ? t('offline.since', { time: when(fetchedAt, language) }) : t('offline.nothing')}
      </span>
    </p>
  );
}

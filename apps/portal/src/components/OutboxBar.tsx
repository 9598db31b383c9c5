import { discard, flush, outboxStore } from '../api/outbox.ts';
import { useStore } from '../app/store.ts';
import { useT } from '../i18n/i18n.ts';
import { when } from './when.ts';
import ui from '../styles/ui.module.css';
import styles from './OutboxBar.module.css';

/** What waits to be sent (docs/portal-app.md, The outbox): each item, and what the server refused. */
export function OutboxBar() {
  const { t, language } = useT();
  const items = useStore(outboxStore);
  if (!items.length) return null;
  return (
    <section className={styles.outbox} aria-labelledby="outbox-title">
      <h2 id="outbox-title" className={styles.title}>
        {t('outbox.title', { count: items.length })}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <span>{item.label}</span> <span className={ui.muted}>{when(item.createdAt, language)}</span>
            {item.refusal !== undefined && (
              <>
                <span className={ui.error}> {t('outbox.refused', { reason: item.refusal })}</span>{' '}
                <button type="button" className={styles.discard} onClick={() => discard(item.id)}>
                  {t('outbox.discard')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => void flush()}>
        {t('outbox.retry')}
      </button>
    </section>
  );
}

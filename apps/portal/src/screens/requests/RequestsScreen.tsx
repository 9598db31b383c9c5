import { href } from '../../app/router.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import { when } from '../../components/when.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import { useMyRequests } from './useMyRequests.ts';
import styles from './Requests.module.css';

/** Every request of mine, of every kind, newest first: what it is, where it is now, whether it is stuck. */
export default function RequestsScreen(_: ScreenProps) {
  const { t, language } = useT();
  const read = useMyRequests();
  return (
    <>
      <OfflineBanner fetchedAt={read.fetchedAt} />
      <StateView
        envelope={read.envelope}
        loading={read.loading}
        retry={() => void read.reload()}
        isEmpty={(list) => !list.length}
        emptyText={t('requests.empty')}
      >
        {(list) => (
          <ul className={ui.stack}>
            {list.map((request) => (
              <li key={request.id}>
                <a className={ui.card} href={href('request', request.id)}>
                  <span className={styles.kind}>{request.kindName}</span>
                  <strong className={styles.summary}>{request.summary}</strong>
                  <span className={styles.state} data-state={request.state}>
                    {request.stuckMessage ? t('requests.stuck') : request.stateName}
                  </span>
                  <span className={ui.muted}> · {when(request.createTime, language)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </StateView>
    </>
  );
}

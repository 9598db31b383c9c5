import { useState } from 'react';
import { portal } from '../../api/graphql.ts';
import { refresh } from '../../api/resource.ts';
import { usePortal } from '../../api/usePortal.ts';
import { loadHome } from '../../app/useHome.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import { when } from '../../components/when.ts';
import {
  MarkAllNotificationsViewedDocument,
  MarkNotificationViewedDocument,
  MyNotificationsDocument,
  type MyNotificationsQuery,
} from '../../graphql/generated/notifications.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import { subjectOf } from './subject.ts';
import styles from './Notifications.module.css';

type Notification = NonNullable<MyNotificationsQuery['myNotifications']['data']>[number];

const refreshBadge = () => refresh('home', loadHome, (home) => home.me.isSuccess);

/** My notifications, newest first: unread marked, mark all read, each opening its subject. */
export default function NotificationsScreen(_: ScreenProps) {
  const { t, language } = useT();
  const [busy, setBusy] = useState(false);
  const read = usePortal(
    'notifications',
    MyNotificationsDocument,
    { pagerModel: { pageNumber: 1, pageSize: 50 } },
    'myNotifications',
  );
  const markAll = async () => {
    if (busy) return;
    setBusy(true);
    const { markAllNotificationsViewed } = await portal(MarkAllNotificationsViewedDocument);
    if (markAllNotificationsViewed.isSuccess) await Promise.all([read.reload(), refreshBadge()]);
    setBusy(false);
  };
  const open = async (notification: Notification) => {
    if (!notification.isViewed) {
      await portal(MarkNotificationViewedDocument, { inputModel: { id: notification.id } });
      void read.reload();
      void refreshBadge();
    }
    const subject = subjectOf(notification);
    if (subject) window.location.assign(subject);
  };
  const unread = read.envelope?.data?.some((item) => !item.isViewed) ?? false;
  return (
    <>
      <OfflineBanner fetchedAt={read.fetchedAt} />
      {unread && (
        <button
          type="button"
          className={`${ui.button} ${ui.secondary} ${styles.markAll}`}
          onClick={() => void markAll()}
          disabled={busy}
        >
          {t('notifications.markAll')}
        </button>
      )}
      <StateView
        envelope={read.envelope}
        loading={read.loading}
        retry={() => void read.reload()}
        isEmpty={(list) => !list.length}
        emptyText={t('notifications.empty')}
      >
        {(list) => (
          <ul className={ui.stack}>
            {list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`${ui.card} ${styles.item}`}
                  data-unread={!item.isViewed || undefined}
                  onClick={() => void open(item)}
                >
                  {!item.isViewed && <span className="visually-hidden">{t('notifications.new')}</span>}
                  <span>{item.body}</span>
                  <span className={`${styles.time} ${ui.muted}`}>{when(item.createTime, language)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </StateView>
    </>
  );
}

import { href } from '../../app/router.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { usePortal } from '../../api/usePortal.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import { when } from '../../components/when.ts';
import { MyAnnouncementsDocument } from '../../graphql/generated/announcements.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import styles from './Announcements.module.css';

const PAGE_SIZE = 50;

/** My announcements, newest first, with their category and cover. */
export default function AnnouncementsScreen(_: ScreenProps) {
  const { t, language } = useT();
  const read = usePortal(
    'announcements',
    MyAnnouncementsDocument,
    { pagerModel: { pageNumber: 1, pageSize: PAGE_SIZE } },
    'myAnnouncements',
  );
  return (
    <>
      <OfflineBanner fetchedAt={read.fetchedAt} />
      <StateView
        envelope={read.envelope}
        loading={read.loading}
        retry={() => void read.reload()}
        isEmpty={(list) => !list.length}
        emptyText={t('announcements.empty')}
      >
        {(list) => (
          <ul className={ui.stack}>
            {list.map((item) => {
              const cover = item.multimedias.find((file) => file.isCover && isImage(file.fileExtension));
              return (
                <li key={item.id}>
                  <a className={`${ui.card} ${styles.row}`} href={href('announcement', item.id)}>
                    {cover && <img className={styles.cover} src={cover.filePath} alt="" loading="lazy" />}
                    <span>
                      {!item.isRead && <span className={styles.unread}>{t('announcements.unread')}</span>}
                      <strong className={styles.title}>{item.title}</strong>
                      {item.spotText && <span className={styles.spot}>{item.spotText}</span>}
                      <span className={`${styles.meta} ${ui.muted}`}>
                        {item.categoryName} · {when(item.createTime, language)}
                      </span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </StateView>
    </>
  );
}

export const isImage = (extension: string) => /^\.?(png|jpe?g|gif|webp|avif|svg)$/i.test(extension);
export const isVideo = (extension: string) => /^\.?(mp4|webm|mov|m4v|ogv)$/i.test(extension);

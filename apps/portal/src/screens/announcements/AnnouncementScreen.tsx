import type { ScreenProps } from '../../app/screens.ts';
import { usePortal } from '../../api/usePortal.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import { when } from '../../components/when.ts';
import {
  MarkAnnouncementReadDocument,
  MyAnnouncementDocument,
} from '../../graphql/generated/announcements.ts';
import { portal } from '../../api/graphql.ts';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import { isImage, isVideo } from './AnnouncementsScreen.tsx';
import styles from './Announcements.module.css';

/**
 * One announcement: its text (HTML the server sanitised when it was saved: docs/announcements.md), images,
 * videos (streamed by the file service, so they seek) and other files to download.
 */
export default function AnnouncementScreen({ id }: ScreenProps) {
  const { t, language } = useT();
  const announcementId = Number(id);
  const read = usePortal(
    `announcement:${announcementId}`,
    MyAnnouncementDocument,
    { id: announcementId },
    'myAnnouncement',
  );
  // opening it is the read receipt the panel shows (once; the server keeps the first time)
  const shown = read.envelope?.isSuccess === true;
  useEffect(() => {
    if (shown) void portal(MarkAnnouncementReadDocument, { inputModel: { announcementId } });
  }, [shown, announcementId]);
  return (
    <>
      <OfflineBanner fetchedAt={read.fetchedAt} />
      <StateView
        envelope={read.envelope}
        loading={read.loading}
        retry={() => void read.reload()}
        emptyText=""
      >
        {(item) => (
          <article className={styles.article}>
            <h2>{item.title}</h2>
            <p className={ui.muted}>
              {item.categoryName} · {when(item.createTime, language)}
            </p>
            {item.spotText && <p>{item.spotText}</p>}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.body }} />
            {item.multimedias.length > 0 && (
              <ul className={styles.files} aria-label={t('announcements.files')}>
                {item.multimedias.map((file) => (
                  <li key={file.id}>
                    {isImage(file.fileExtension) ? (
                      <img src={file.filePath} alt={file.fileName} loading="lazy" />
                    ) : isVideo(file.fileExtension) ? (
                      <video src={file.filePath} controls preload="metadata" aria-label={file.fileName} />
                    ) : (
                      <a href={file.filePath} download={file.fileName}>
                        {t('announcements.download', { name: file.fileName })}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </article>
        )}
      </StateView>
    </>
  );
}

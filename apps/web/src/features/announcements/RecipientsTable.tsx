import { useTranslation } from 'react-i18next';
import { useNestedList } from '../../crud/hooks/useNestedList.ts';
import { NestedTable } from '../../crud/views/NestedTable.tsx';
import { announcementUserDefinition } from './announcements.ts';

/** The users the announcement reached, paged on the server (announcementUserPagerModel). */
export function RecipientsTable({ announcementId }: { announcementId: number }) {
  const { t } = useTranslation();
  const list = useNestedList(announcementUserDefinition, announcementId);
  return (
    <NestedTable definition={announcementUserDefinition} label={t('announcements.recipients')} list={list} />
  );
}

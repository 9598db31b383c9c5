import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { EntityListPage, type OwnDialogProps } from '../../crud/EntityListPage.tsx';
import { announcementDefinition as definition } from './announcements.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import type { SaveResult } from './saveAnnouncement.ts';

/** The announcement dialog in the list: success toast and a reload on page 1 after a save. */
function AnnouncementListDialog({ row, onClose, onChanged }: OwnDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const done = (result: SaveResult) => {
    onClose();
    if (result.status === 'failed') return;
    if (result.status === 'saved') {
      const entity = t('entities.announcement.one');
      toast.success(t(row ? 'crud.updated' : 'crud.created', { entity }));
    }
    onChanged();
  };
  return <AnnouncementDialog {...(row ? { row } : {})} onClose={onClose} onDone={done} />;
}

const OWN_DIALOG = { component: AnnouncementListDialog, edits: true };

/**
 * /duyuru/duyurular (spec 000 §2): the generic list (50 per page with 50, 100, 150, 200, newest first,
 * search, delete after confirmation, a link to each announcement's detail) with the announcement dialog.
 */
export function AnnouncementsPage() {
  return <EntityListPage definition={definition} ownDialog={OWN_DIALOG} />;
}

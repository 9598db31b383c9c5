import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import type { OwnDialogProps } from '../../crud/core/definition.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import type { SaveResult } from './saveAnnouncement.ts';

/** The announcement dialog in the list: success toast and a reload on page 1 after a save. */
export function AnnouncementListDialog({ row, onClose, onChanged }: OwnDialogProps) {
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

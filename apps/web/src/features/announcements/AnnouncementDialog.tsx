import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import type { Row } from '../../crud/core/row.ts';
import { AnnouncementForm } from './AnnouncementForm.tsx';
import type { SaveResult } from './saveAnnouncement.ts';
import { useAnnouncement, type AnnouncementDetail } from './useAnnouncement.ts';
import type { AnnouncementStart } from './useAnnouncementForm.ts';

const EMPTY: AnnouncementStart = {
  values: { categoryId: null, title: '', spotText: '', body: '', userIds: [], groupIds: [] },
  recipients: {},
  histories: [],
  multimedias: [],
};

function startOf(detail: AnnouncementDetail): AnnouncementStart {
  const histories = detail.sendHistories;
  const users = histories.flatMap((h) =>
    h.user ? [{ id: h.user.id, label: `${h.user.name} ${h.user.surname}` }] : [],
  );
  const groups = histories.flatMap((h) => (h.group ? [{ id: h.group.id, label: h.group.name }] : []));
  return {
    id: detail.id,
    values: {
      categoryId: detail.categoryId,
      title: detail.title,
      spotText: detail.spotText ?? '',
      body: detail.body,
      userIds: users.map((user) => user.id),
      groupIds: groups.map((group) => group.id),
    },
    recipients: { userIds: users, groupIds: groups },
    histories: histories.map(({ id, userId, groupId }) => ({ id, userId, groupId })),
    multimedias: detail.multimedias,
  };
}

/** Create (empty) or edit (the stored announcement, read first) in the announcement form. */
export function AnnouncementDialog(props: { row?: Row; onClose(): void; onDone(result: SaveResult): void }) {
  const { t } = useTranslation();
  const { announcement, failed } = useAnnouncement(props.row ? props.row.id : null);
  const { onClose } = props;
  // a failed read (the toast says why) closes the dialog
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  if (!props.row) return <AnnouncementForm start={EMPTY} onClose={props.onClose} onDone={props.onDone} />;
  if (!announcement) {
    return (
      <EntityDialog
        title={t('crud.editTitle', { entity: t('entities.announcement.one') })}
        saving={false}
        loading
        onClose={props.onClose}
        onSubmit={() => undefined}
      >
        {null}
      </EntityDialog>
    );
  }
  return (
    <AnnouncementForm
      start={startOf(announcement)}
      categoryName={announcement.category?.name}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}

import TextField from '@mui/material/TextField';
import { SPOT_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useOptions } from '../../crud/useOptions.ts';
import { categoryChoices } from './announcements.ts';
import { MultimediaDropZone } from './MultimediaDropZone.tsx';
import { RecipientPickers } from './RecipientPickers.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { SaveResult } from './saveAnnouncement.ts';
import { useAnnouncementForm, type AnnouncementStart } from './useAnnouncementForm.ts';

export interface AnnouncementFormProps {
  start: AnnouncementStart;
  /** The category's name on edit (it cannot change). */
  categoryName?: string;
  onClose(): void;
  onDone(result: SaveResult): void;
}

/** The create/edit dialog's fields (spec 000 §2): category, title, spot text, body, files, recipients. */
export function AnnouncementForm({ start, categoryName, onClose, onDone }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const form = useAnnouncementForm(start, onDone);
  const { options } = useOptions(form.isEdit ? undefined : { source: categoryChoices });
  const entity = t('entities.announcement.one');
  return (
    <EntityDialog
      title={t(form.isEdit ? 'crud.editTitle' : 'crud.createTitle', { entity })}
      saving={form.saving}
      valid={form.valid}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={form.submit}
    >
      {form.isEdit ? (
        <TextField label={t('announcements.category')} value={categoryName ?? ''} disabled />
      ) : (
        <SelectField
          label={t('announcements.category')}
          value={form.categoryId}
          options={options}
          onChange={form.setCategoryId}
          required
        />
      )}
      <TextField
        label={t('contract:fields.title')}
        value={form.title}
        onChange={(event) => form.setTitle(event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
      />
      <TextField
        label={t('contract:fields.spotText')}
        value={form.spotText}
        onChange={(event) => form.setSpotText(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SPOT_TEXT_MAX_LENGTH } }}
      />
      <RichTextEditor
        label={t('announcements.body')}
        value={form.body}
        onChange={form.setBody}
        uploadImage={form.uploadImage}
        uploading={form.uploadingImage}
        error={form.imageError}
      />
      <MultimediaDropZone
        stored={form.stored}
        pending={form.pending}
        disabled={form.saving}
        onAdd={form.addFiles}
        onRemoveStored={form.removeStored}
        onRemovePending={form.removePending}
        onCover={form.setCover}
      />
      <RecipientPickers
        users={form.users}
        groups={form.groups}
        onUsers={form.setUsers}
        onGroups={form.setGroups}
        disabled={form.saving}
      />
    </EntityDialog>
  );
}

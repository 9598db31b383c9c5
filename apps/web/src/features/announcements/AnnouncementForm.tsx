import TextField from '@mui/material/TextField';
import { SPOT_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from '@pano/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { recipientsField } from '../../crud/core/recipients.ts';
import { useOptions } from '../../crud/hooks/useOptions.ts';
import { fieldError } from '../../crud/views/fields/fieldError.ts';
import { FormField } from '../../crud/views/fields/FormField.tsx';
import { categoryChoices } from './sources.ts';
import { MultimediaDropZone } from './MultimediaDropZone.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { SaveResult } from './saveAnnouncement.ts';
import { useAnnouncementForm, type AnnouncementStart } from './useAnnouncementForm.ts';

/** Users or groups, not both (spec 000 §4): choosing one disables the other. */
const RECIPIENTS = recipientsField({ exclusive: 'disable', optional: true });

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
  const model = useAnnouncementForm(start, onDone);
  const { form } = model;
  const { options } = useOptions(model.isEdit ? undefined : { source: categoryChoices });
  const entity = t('entities.announcement.one');
  const text = (name: 'title' | 'spotText') => {
    const error = fieldError(form, name);
    const { ref, ...registration } = form.register(name);
    return { ...registration, inputRef: ref, error: Boolean(error), helperText: error };
  };
  return (
    <EntityDialog
      title={t(model.isEdit ? 'crud.editTitle' : 'crud.createTitle', { entity })}
      saving={model.saving}
      valid={model.valid}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={model.submit}
    >
      {model.isEdit ? (
        <TextField label={t('announcements.category')} value={categoryName ?? ''} disabled />
      ) : (
        <Controller
          name="categoryId"
          control={form.control}
          render={({ field }) => (
            <SelectField
              label={t('announcements.category')}
              value={typeof field.value === 'number' ? field.value : null}
              options={options}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={fieldError(form, 'categoryId')}
            />
          )}
        />
      )}
      <TextField
        label={t('contract:fields.title')}
        {...text('title')}
        required
        slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
      />
      <TextField
        label={t('contract:fields.spotText')}
        {...text('spotText')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SPOT_TEXT_MAX_LENGTH } }}
      />
      <Controller
        name="body"
        control={form.control}
        render={({ field }) => (
          <RichTextEditor
            label={t('announcements.body')}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            uploadImage={model.uploadImage}
            uploading={model.uploadingImage}
            error={model.imageError}
          />
        )}
      />
      <MultimediaDropZone
        stored={model.stored}
        pending={model.pending}
        disabled={model.saving}
        onAdd={model.addFiles}
        onRemoveStored={model.removeStored}
        onRemovePending={model.removePending}
        onCover={model.setCover}
      />
      <FormField
        view={{ field: RECIPIENTS, label: t('crud.recipients'), initialOptions: start.recipients }}
        form={form}
        disabled={model.saving}
      />
    </EntityDialog>
  );
}

import TextField from '@mui/material/TextField';
import { SPOT_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from '@pano/contract';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { recipientsField } from '../../crud/core/recipients.ts';
import { useOptions } from '../../crud/hooks/useOptions.ts';
import { fieldError, lengthHint } from '../../crud/views/fields/fieldError.ts';
import { FormField } from '../../crud/views/fields/FormField.tsx';
import { categoryChoices } from './sources.ts';
import { MultimediaDropZone } from './MultimediaDropZone.tsx';
import { PartialSaveAlert } from './PartialSaveAlert.tsx';
import { RichTextEditor } from '../../components/RichTextEditor.tsx';
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
  const [title, spotText] = useWatch({ control: form.control, name: ['title', 'spotText'] });
  const watched: Record<'title' | 'spotText', unknown> = { title, spotText };
  const text = (name: 'title' | 'spotText', max: number) => {
    const error = fieldError(form, name);
    const typed: unknown = watched[name];
    const hint = lengthHint(typeof typed === 'string' ? typed.length : 0, max);
    const { ref, ...registration } = form.register(name);
    const helperText = error ?? (hint ? t('crud.length', hint) : undefined);
    return { ...registration, inputRef: ref, error: Boolean(error), helperText };
  };
  return (
    <EntityDialog
      title={t(model.isEdit ? 'crud.editTitle' : 'crud.createTitle', { entity })}
      saving={model.saving}
      dirty={model.changed}
      maxWidth="sm"
      onClose={() => {
        model.closed();
        onClose();
      }}
      onSubmit={model.submit}
    >
      {model.partial && (
        <PartialSaveAlert
          partial={model.partial}
          pending={model.pending}
          busy={model.saving}
          onRetry={model.retry}
        />
      )}
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
              inputRef={field.ref}
              required
              error={fieldError(form, 'categoryId')}
            />
          )}
        />
      )}
      <TextField label={t('contract:fields.title')} {...text('title', TITLE_MAX_LENGTH)} required />
      <TextField
        label={t('contract:fields.spotText')}
        {...text('spotText', SPOT_TEXT_MAX_LENGTH)}
        multiline
        minRows={2}
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
            error={model.imageError ?? fieldError(form, 'body')}
          />
        )}
      />
      <MultimediaDropZone
        stored={model.stored}
        pending={model.pending}
        disabled={model.saving}
        blocked={model.blocked}
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

import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { DialogValues } from '../crud/contractResolver.ts';
import type { EntityForm } from '../crud/useEntityForm.ts';
import { DialogButtons } from './DialogButtons.tsx';
import { DialogField, type DialogFieldView } from './DialogField.tsx';

export interface EntityDialogProps {
  title: string;
  fields: DialogFieldView[];
  form: EntityForm;
  saving: boolean;
  onClose(): void;
  onSubmit(values: DialogValues): void;
}

/**
 * The one create/edit dialog (xs wide). Escape closes it without saving; a click outside does nothing;
 * save is disabled while the form is invalid or saving.
 */
export function EntityDialog({ title, fields, form, saving, onClose, onSubmit }: EntityDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { isValid } = form.formState;
  return (
    <Dialog open onClose={(_, reason) => reason === 'escapeKeyDown' && onClose()} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {fields.map((field) => (
            <DialogField key={field.name} field={field} form={form} />
          ))}
        </DialogContent>
        <DialogButtons confirmLabel={t('common.save')} busy={saving} disabled={!isValid} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { disasterFormInput } from '@pano/contract';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import { showFieldFailures } from '../../crud/hooks/serverRefusals.ts';
import type { OwnDialogProps } from '../../crud/core/definition.ts';
import type { FieldView } from '../../crud/core/fieldTypes.ts';
import { recipientsField } from '../../crud/core/recipients.ts';
import { useContractForm } from '../../crud/hooks/useContractForm.ts';
import { FormField } from '../../crud/views/fields/FormField.tsx';
import { disasterFailures, useCreateDisaster, type DisasterValues } from './useCreateDisaster.ts';

/** Users or groups, never both (spec 000 §5): a radio chooses the kind, switching empties the other. */
const FIELDS = [
  { name: 'title', kind: 'text' },
  { name: 'body', kind: 'multiline' },
  recipientsField({ exclusive: 'choose' }),
] as const;

/**
 * The create dialog (spec 000 §5), checked by the contract's `disasterFormInput`: title and body required;
 * recipients are users or groups, never both. Success: the CreateDisaster toast and the list on page 1.
 */
export function DisasterCreateDialog({ onClose, onChanged }: OwnDialogProps) {
  const { t } = useTranslation();
  const { create, saving } = useCreateDisaster(onChanged);
  const form = useContractForm(disasterFormInput, { title: '', body: '', userIds: [], groupIds: [] });
  const views: FieldView[] = FIELDS.map((field) => ({
    field,
    label: t(field.kind === 'recipients' ? 'crud.recipients' : `contract:fields.${field.name}`),
  }));
  return (
    <EntityDialog
      title={t('crud.createTitle', { entity: t('entities.disaster.one') })}
      saving={saving}
      dirty={form.formState.isDirty}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={() =>
        form.handleSubmit(async (values) => {
          const answer = await create(values as unknown as DisasterValues).catch(() => null);
          // a refusal about a field stays in the dialog, at that field, the input kept (issue 26 §1.3)
          const placed = answer && !answer.isSuccess ? disasterFailures(answer).placed : [];
          if (placed.length) showFieldFailures(form, placed);
          else onClose();
        })()
      }
    >
      {views.map((view) => (
        <FormField key={view.field.name} view={view} form={form} />
      ))}
    </EntityDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../components/EntityDialog.tsx';
import type { FormActionDefinition, RowActionProps } from '../core/definition.ts';
import { useFormAction } from '../hooks/useFormAction.ts';
import { FormField } from './fields/FormField.tsx';

/** A row action's small form sent to one mutation (change role). */
export function ActionFormDialog({
  action,
  row,
  name,
  onClose,
  onChanged,
}: RowActionProps & { action: FormActionDefinition }) {
  const { t } = useTranslation();
  const { form, saving, submit } = useFormAction(action, row, onClose, onChanged);
  return (
    <EntityDialog
      title={t(action.titleKey, { name })}
      saving={saving}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={submit}
    >
      {action.fields.map((field) => (
        <FormField
          key={field.name}
          view={{ field, label: t(field.labelKey ?? `contract:fields.${field.name}`) }}
          form={form}
        />
      ))}
    </EntityDialog>
  );
}

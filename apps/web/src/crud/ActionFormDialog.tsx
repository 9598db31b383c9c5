import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../components/EntityDialog.tsx';
import { useToast } from '../components/useToast.ts';
import { request } from '../graphql/client.ts';
import { isAuthFailure } from '../graphql/envelope.ts';
import type { FormActionDefinition } from './actionTypes.ts';
import type { DialogValues } from './contractResolver.ts';
import { actionInputs } from './actionInputs.ts';
import { mutationDocument, variablesOf } from './documents.ts';
import { failureText } from './failureText.ts';
import { FormField } from './fields/FormField.tsx';
import type { RowActionProps } from './types.ts';
import { useContractForm } from './useEntityForm.ts';
import { useListRefresh } from './useListRefresh.ts';

/** A row action's small form sent to one mutation (change role): toast, reload, close. */
export function ActionFormDialog({
  action,
  row,
  name,
  onClose,
  onChanged,
}: RowActionProps & { action: FormActionDefinition }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useContractForm(action.schema, action.initialValues(row));
  const refresh = useListRefresh(action.clearsCache ?? [], onChanged);
  const inputs = actionInputs(action);
  const send = useMutation({
    mutationFn: (values: DialogValues) =>
      request('main', mutationDocument(action.mutation, inputs), variablesOf(inputs, values)),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) {
        toast.success(t(action.successKey));
        refresh();
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
      onClose();
    },
  });
  return (
    <EntityDialog
      title={t(action.titleKey, { name })}
      saving={send.isPending}
      valid={form.formState.isValid}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((values) => send.mutate(values))()}
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

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { actionInputs } from '../core/compile.ts';
import type { FormActionDefinition } from '../core/definition.ts';
import { mutationDocument, variablesOf } from '../core/documents.ts';
import { failureText } from '../core/failureText.ts';
import { fieldFailures } from '../core/fieldFailures.ts';
import type { FormValues } from '../core/fieldTypes.ts';
import type { Row } from '../core/row.ts';
import { useContractForm } from './useContractForm.ts';
import { useListRefresh } from './useListRefresh.ts';
import { showFieldFailures } from './serverRefusals.ts';

/**
 * A row action's small form sent to one mutation (change role): validated, sent, toast, reload, close. A
 * refusal about one of its fields stays in the dialog, at that field (issue 26 §1.3).
 */
export function useFormAction(
  action: FormActionDefinition,
  row: Row,
  onClose: () => void,
  onChanged: () => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useContractForm(action.schema, action.initialValues(row));
  const refresh = useListRefresh(action.clearsCache ?? [], onChanged);
  const send = useMutation({
    mutationFn: (values: FormValues) => {
      const inputs = actionInputs(action);
      return request('main', mutationDocument(action.mutation, inputs), variablesOf(inputs, values));
    },
    onSuccess: (envelope) => {
      const { placed, rest } = fieldFailures(
        envelope,
        action.fields.map((field) => field.name),
      );
      if (envelope.isSuccess) {
        toast.success(t(action.successKey));
        refresh();
      } else if (placed.length) {
        showFieldFailures(form, placed);
        if (rest[0]) toast.error(rest[0].message);
        return;
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
      onClose();
    },
  });
  return {
    form,
    saving: send.isPending,
    submit: () => form.handleSubmit((values) => send.mutateAsync(values).then(() => undefined))(),
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/useToast.ts';
import { failureText } from '../../../crud/core/failureText.ts';
import type { EntityForm, FormValues } from '../../../crud/core/fieldTypes.ts';
import { isAuthFailure, type Envelope, type ResultMessage } from '../../../graphql/envelope.ts';
import { REQUESTS_KEY } from './requestTypes.ts';

export interface RequestActionOptions {
  form: EntityForm;
  /** The form's fields a server refusal may name: its message goes under that field, the dialog stays. */
  fields: readonly string[];
  send(values: FormValues): Promise<Envelope<unknown>>;
  /** Dictionary key of the success toast. */
  successKey: string;
  onClose(): void;
  /** After a success: whatever shows the request besides the request reads (a leave list). */
  onChanged?: () => void;
}

/**
 * One action on a running request (decide, hand over, cancel), without markup: checked by the form's
 * contract schema, sent, then every request read (the list and the details) is refreshed. A refusal naming
 * one of the form's fields lands under it and keeps the dialog open; any other refusal is a toast, the
 * request is read again (it may have moved on) and the dialog closes.
 */
export function useRequestAction({
  form,
  fields,
  send,
  successKey,
  onClose,
  onChanged,
}: RequestActionOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: [REQUESTS_KEY] });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (envelope) => {
      if (envelope.isSuccess) {
        toast.success(t(successKey));
        refresh();
        onChanged?.();
        return onClose();
      }
      if (isAuthFailure(envelope)) return;
      const placed = envelope.messages.filter(
        (message: ResultMessage) => message.field && fields.includes(message.field),
      );
      placed.forEach((message, index) =>
        form.setError(
          message.field as string,
          { type: 'server', message: message.message },
          { shouldFocus: index === 0 },
        ),
      );
      if (placed.length) return;
      toast.error(failureText(envelope, t));
      refresh();
      onClose();
    },
  });
  return {
    saving: mutation.isPending,
    // the check and the request as one promise: the dialog's form takes no second submit until it settles
    submit: () => form.handleSubmit((values) => mutation.mutateAsync(values).then(() => undefined))(),
  };
}

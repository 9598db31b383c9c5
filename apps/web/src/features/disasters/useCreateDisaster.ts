import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { fieldFailures, type FieldFailures } from '../../crud/core/fieldFailures.ts';
import { useListRefresh } from '../../crud/hooks/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure, type Envelope } from '../../graphql/envelope.ts';
import {
  CreateDisasterDocument,
  type CreateDisasterMutationVariables,
} from '../../graphql/generated/disasters.ts';

/** What the create dialog sends: title, body and the users or the groups. */
export type DisasterValues = CreateDisasterMutationVariables;

const FIELDS = ['title', 'body', 'userIds', 'groupIds'];

/** A refusal's messages about the dialog's fields (the input's `disaster.title` is the title's). */
export const disasterFailures = (envelope: Envelope<unknown>): FieldFailures =>
  fieldFailures(
    {
      ...envelope,
      messages: envelope.messages.map((m) => ({ ...m, field: m.field?.replace(/^disaster\./, '') ?? null })),
    },
    FIELDS,
  );

/**
 * Sends a disaster. Success: the CreateDisaster toast and the list back on page 1. Failure: messages about
 * the dialog's fields are left to it (issue 26 §1.3), the rest a toast (the server's first message, '400
 * Bad Request' without one); nothing reloaded.
 */
export function useCreateDisaster(onSuccess: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useListRefresh(['disasters'], onSuccess);
  const mutation = useMutation({
    mutationFn: (values: DisasterValues) => request('main', CreateDisasterDocument, values),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) {
        toast.success(t('disasters.created'));
        refresh();
        return;
      }
      const { placed, rest } = disasterFailures(envelope);
      if (placed.length) {
        if (rest[0]) toast.error(rest[0].message);
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  return { create: mutation.mutateAsync, saving: mutation.isPending };
}

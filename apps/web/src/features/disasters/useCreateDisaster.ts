import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { useListRefresh } from '../../crud/hooks/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import {
  CreateDisasterDocument,
  type CreateDisasterMutationVariables,
} from '../../graphql/generated/disasters.ts';

/** What the create dialog sends: title, body and the users or the groups. */
export type DisasterValues = CreateDisasterMutationVariables;

/**
 * Sends a disaster. Success: the CreateDisaster toast and the list back on page 1. Failure: the server's
 * first message ('400 Bad Request' without one), nothing reloaded.
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
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  return { create: mutation.mutateAsync, saving: mutation.isPending };
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/failureText.ts';
import { useListRefresh } from '../../crud/useListRefresh.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { CREATE_DISASTER } from './disasterDocuments.ts';

export interface DisasterValues {
  title: string;
  body: string;
  userIds: number[];
  groupIds: number[];
}

/**
 * Sends a disaster. Success: the CreateDisaster toast and the list back on page 1. Failure: the server's
 * first message ('400 Bad Request' without one), nothing reloaded.
 */
export function useCreateDisaster(onSuccess: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useListRefresh(['disasters'], onSuccess);
  const mutation = useMutation({
    mutationFn: (values: DisasterValues) => request<{ id: number }>('main', CREATE_DISASTER, { ...values }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) {
        toast.success(t('disasters.created'));
        refresh();
      } else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  return { create: mutation.mutateAsync, saving: mutation.isPending };
}

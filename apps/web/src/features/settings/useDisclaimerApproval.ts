import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { OtherSessionsDocument, SetAllTokensPassiveDocument } from '../../graphql/generated/settings.ts';

/**
 * 'Send active contract for approval' without markup: ends every other session of the tenant (the caller's
 * stays), so everyone signs in again and is asked to accept the active disclaimer. PassiveToken toast.
 * While `asking`, how many sessions that would end (`sessions`; null until known).
 */
export function useDisclaimerApproval(asking: boolean, onDone: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const count = useQuery({
    queryKey: ['otherSessions'],
    queryFn: () => request('main', OtherSessionsDocument),
    enabled: asking,
    staleTime: 0,
  });
  const sessions = asking && count.data?.isSuccess ? (count.data.data?.count ?? null) : null;
  const run = useMutation({
    mutationFn: () => request('main', SetAllTokensPassiveDocument),
    onSuccess: (envelope) => {
      if (envelope.isSuccess) toast.success(t('disclaimers.passiveToken'));
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
    onSettled: onDone,
  });
  return { sending: run.isPending, send: () => run.mutateAsync(), sessions };
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile, type DownloadableFile } from '../../components/downloadFile.ts';
import { useToast } from '../../components/useToast.ts';
import { failureText } from '../../crud/failureText.ts';
import { useFailureToast } from '../../crud/useFailureToast.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { DISCLAIMER, DISCLAIMER_USERS, EXPORT_DISCLAIMER_USERS } from './disclaimerDocuments.ts';

export interface DisclaimerSummary {
  id: number;
  name: string;
  version: string;
  isActive: boolean;
  createTime: string;
  userCount: number;
}

export interface Acceptor {
  id: number;
  userId: number;
  createTime: string;
  user: { id: number; name: string; surname: string } | null;
}

/** The disclaimer named in the route. */
export function useDisclaimer(disclaimerId: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['disclaimer', disclaimerId],
    queryFn: ({ signal }) => request<DisclaimerSummary>('main', DISCLAIMER, { disclaimerId }, { signal }),
    enabled,
  });
  useFailureToast(query.data);
  return query.data?.isSuccess ? query.data.data : null;
}

/** One page of its acceptors, newest acceptance first. */
export function useAcceptors(disclaimerId: number, page: number, pageSize: number, enabled: boolean) {
  const pagerModel = { disclaimerId, pageNumber: page, pageSize };
  const query = useQuery({
    queryKey: ['disclaimerUsers', pagerModel],
    queryFn: ({ signal }) => request<Acceptor[]>('main', DISCLAIMER_USERS, { pagerModel }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
  useFailureToast(query.data);
  const envelope = query.data?.isSuccess ? query.data : null;
  return { rows: envelope?.data ?? [], total: envelope?.totalItemCount ?? 0, loading: query.isFetching };
}

/** Every acceptor as an .xlsx, saved by the browser; a failure is an error toast. */
export function useAcceptorExport(disclaimerId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const run = useMutation({
    mutationFn: () =>
      request<DownloadableFile>('main', EXPORT_DISCLAIMER_USERS, { pagerModel: { disclaimerId } }),
    onSuccess: (envelope) => {
      if (envelope.isSuccess && envelope.data) downloadFile(envelope.data);
      else if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  return { exporting: run.isPending, exportFile: () => run.mutate() };
}

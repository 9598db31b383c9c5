import { useCallback, useDeferredValue, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@pano/contract';
import { rememberedPageSize, rememberPageSize } from '../../../crud/core/listUrl.ts';
import { useFailureToast } from '../../../crud/hooks/useFailureToast.ts';
import { request } from '../../../graphql/client.ts';
import { WorkflowRequestsDocument } from '../../../graphql/generated/requests.ts';
import { isCurrentPath } from '../../../state/routerPath.ts';
import { REQUESTS_KEY } from '../shared/requestTypes.ts';
import {
  requestListFromUrl,
  requestListToUrl,
  requestPager,
  type RequestListState,
} from './requestListUrl.ts';

/** The page size a user picked for 'Süreçler' is remembered under this name. */
const LIST = 'workflowRequest';

/**
 * 'Süreçler' without markup: its filters and pager live in the URL (a reload or a shared link opens the same
 * list; back and forward step through the changes), every change but a page turn goes back to page 1. The
 * server orders the rows: stuck ones first, then the longest waiting.
 */
export function useRequestList() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pageSize = rememberedPageSize(LIST) ?? DEFAULT_PAGE_SIZE;
  const state = useMemo(() => requestListFromUrl(params, pageSize), [params, pageSize]);
  const change = useCallback(
    (next: Partial<RequestListState>) => {
      if (!isCurrentPath(pathname)) return;
      setParams(
        (current) =>
          requestListToUrl({ ...requestListFromUrl(current, pageSize), page: 1, ...next }, pageSize, current),
        { flushSync: true },
      );
    },
    [setParams, pathname, pageSize],
  );
  const pagerModel = useMemo(() => requestPager(state), [state]);
  const query = useQuery({
    queryKey: [REQUESTS_KEY, 'list', pagerModel],
    queryFn: ({ signal }) => request('main', WorkflowRequestsDocument, { pagerModel }, { signal }),
    placeholderData: keepPreviousData,
  });
  const envelope = useDeferredValue(query.data);
  useFailureToast(envelope);
  return {
    state,
    rows: envelope?.isSuccess ? (envelope.data ?? []) : [],
    total: envelope?.isSuccess ? envelope.totalItemCount : 0,
    loading: query.isFetching || envelope !== query.data,
    setPage: (page: number) => change({ page }),
    setPageSize: (size: number) => {
      rememberPageSize(LIST, size);
      change({ pageSize: size });
    },
    setFilters: (filters: Partial<Omit<RequestListState, 'page' | 'pageSize'>>) => change(filters),
  };
}

export type RequestListModel = ReturnType<typeof useRequestList>;

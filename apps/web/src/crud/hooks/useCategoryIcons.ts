import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ICON_PAGE_SIZE } from '@pano/contract';
import { useFailureToast } from './useFailureToast.ts';
import { useSearchInput } from './useSearchInput.ts';
import { request } from '../../graphql/client.ts';
import { IconsDocument } from '../../graphql/generated/announcements.ts';

/**
 * The icon picker without markup: one page of 15 icon names from the API (spec 000 §9), searched after the
 * usual pause (3+ characters); a new search starts on page 1.
 */
export function useCategoryIcons() {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState('');
  const search = useSearchInput((next) => {
    setTerm(next);
    setPage(1);
  });
  const pagerModel = { pageNumber: page, pageSize: ICON_PAGE_SIZE, ...(term ? { searchText: term } : {}) };
  const query = useQuery({
    queryKey: ['icons', pagerModel],
    queryFn: ({ signal }) => request('main', IconsDocument, { pagerModel }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  useFailureToast(query.data);
  const total = query.data?.totalItemCount ?? 0;
  return {
    names: (query.data?.data ?? []).map((icon) => icon.name),
    loading: query.isFetching,
    search,
    page,
    pages: Math.max(1, Math.ceil(total / ICON_PAGE_SIZE)),
    setPage,
  };
}

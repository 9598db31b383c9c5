import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OptionItem, OptionSource } from '../core/optionTypes.ts';
import { optionsQueryKey } from '../core/options.ts';
import { fetchOptions } from './fetchOptions.ts';
import { useFailureToast } from './useFailureToast.ts';
import { useSearchInput } from './useSearchInput.ts';

export interface PickerSearch {
  options: OptionItem[];
  loading: boolean;
  /** The typed text: searched like the list search box (3+ characters, 750 ms; at once when emptied). */
  onSearch(text: string): void;
}

/**
 * A picker's choices, searched on the server one small page at a time (`users(userPagerModel: {pageNumber:
 * 1, pageSize: 15, searchText})`): nothing is loaded until the picker opens, and never the whole list.
 */
export function usePickerSearch(source: OptionSource | undefined, open: boolean): PickerSearch {
  const [term, setTerm] = useState('');
  const search = useSearchInput(setTerm);
  const pager = useMemo(() => {
    const fixed = source?.pager ?? {};
    return term ? { ...fixed, searchText: term } : fixed;
  }, [source, term]);
  const query = useQuery({
    queryKey: source ? optionsQueryKey(source, pager) : ['options:none'],
    queryFn: ({ signal }) => (source ? fetchOptions(source, pager, signal) : null),
    enabled: open && Boolean(source),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  useFailureToast(query.data?.envelope);
  return { options: query.data?.options ?? [], loading: query.isFetching, onSearch: search.onChange };
}

import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@pano/contract';
import type { EntityDefinition } from '../core/definition.ts';
import { nextSort, type ListState } from '../core/pagerModel.ts';

export interface ListStateControls {
  state: ListState;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** Applies a search term and returns to page 1. */
  search(searchText: string): void;
  setShowPassive(showPassive: boolean): void;
  /** Chooses a list filter's value (null: all) and returns to page 1. */
  setFilter(name: string, value: number | null): void;
  /** Sorts by a column (again: the other way round) and returns to page 1. */
  sortBy(column: string): void;
  firstPage(): void;
}

/** Pager, search and passive switch of one list. Every change but a page turn returns to page 1. */
export function useListState(definition: EntityDefinition): ListStateControls {
  const [state, setState] = useState<ListState>({
    page: 1,
    pageSize: definition.list.pageSize ?? DEFAULT_PAGE_SIZE,
    searchText: '',
    showPassive: false,
    filters: Object.fromEntries(
      (definition.list.filters ?? []).flatMap((filter) =>
        filter.defaultValue ? [[filter.name, filter.defaultValue()]] : [],
      ),
    ),
    sort: null,
  });
  const controls = useMemo(
    () => ({
      setPage: (page: number) => setState((s) => ({ ...s, page })),
      setPageSize: (pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })),
      search: (searchText: string) => setState((s) => ({ ...s, searchText, page: 1 })),
      setShowPassive: (showPassive: boolean) => setState((s) => ({ ...s, showPassive, page: 1 })),
      setFilter: (name: string, value: number | null) =>
        setState((s) => ({ ...s, filters: { ...s.filters, [name]: value }, page: 1 })),
      sortBy: (column: string) => setState((s) => ({ ...s, sort: nextSort(s.sort, column), page: 1 })),
      firstPage: () => setState((s) => ({ ...s, page: 1 })),
    }),
    [],
  );
  return { state, ...controls };
}

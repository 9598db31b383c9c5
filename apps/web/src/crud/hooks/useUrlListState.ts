import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isCurrentPath } from '../../state/routerPath.ts';
import { DEFAULT_PAGE_SIZE } from '@pano/contract';
import type { EntityDefinition } from '../core/definition.ts';
import {
  listStateFromUrl,
  listStateToUrl,
  rememberedPageSize,
  rememberPageSize,
  type ListUrlShape,
} from '../core/listUrl.ts';
import { nextSort, type ListState } from '../core/pagerModel.ts';
import type { ListStateControls } from './useListState.ts';

/**
 * A list page's pager, search, filters and passive switch, kept in the URL (`core/listUrl.ts`): a reload,
 * a shared link and the browser's back and forward buttons bring the same list back. Every change but a
 * page turn returns to page 1, as useListState does for lists inside dialogs.
 */
export function useUrlListState(definition: EntityDefinition): ListStateControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pageSize = rememberedPageSize(definition.key) ?? definition.list.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = definition.list.filters;
  const shape = useMemo<ListUrlShape>(
    () => ({
      pageSize,
      filterNames: (filters ?? []).map((filter) => filter.name),
      filterDefaults: Object.fromEntries(
        (filters ?? []).flatMap((filter) =>
          filter.defaultValue ? [[filter.name, filter.defaultValue()]] : [],
        ),
      ),
    }),
    [pageSize, filters],
  );
  const state = useMemo(() => listStateFromUrl(params, shape), [params, shape]);
  const change = useCallback(
    (next: (state: ListState) => ListState) => {
      // a search typed just before leaving for another screen must not land on that screen's list
      if (!isCurrentPath(pathname)) return;
      // at once, not in a transition: the switch, the select and the pager are controlled by the URL
      setParams((current) => listStateToUrl(next(listStateFromUrl(current, shape)), shape, current), {
        flushSync: true,
      });
    },
    [setParams, shape, pathname],
  );
  const controls = useMemo(
    () => ({
      setPage: (page: number) => change((s) => ({ ...s, page })),
      setPageSize: (size: number) => {
        rememberPageSize(definition.key, size);
        change((s) => ({ ...s, pageSize: size, page: 1 }));
      },
      search: (searchText: string) => change((s) => ({ ...s, searchText, page: 1 })),
      setShowPassive: (showPassive: boolean) => change((s) => ({ ...s, showPassive, page: 1 })),
      setFilter: (name: string, value: number | null) =>
        change((s) => ({ ...s, filters: { ...s.filters, [name]: value }, page: 1 })),
      sortBy: (column: string) => change((s) => ({ ...s, sort: nextSort(s.sort, column), page: 1 })),
      firstPage: () => change((s) => ({ ...s, page: 1 })),
    }),
    [change, definition.key],
  );
  return { state, ...controls };
}

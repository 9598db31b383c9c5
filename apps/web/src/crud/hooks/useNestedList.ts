import { useMemo, useState } from 'react';
import type { EntityDefinition } from '../core/definition.ts';
import type { Pager } from '../core/optionTypes.ts';
import { buildPagerModel } from '../core/pagerModel.ts';
import { useEntityList, type EntityList } from './useEntityList.ts';
import { useListState } from './useListState.ts';

/** A page of a parent's rows and the paging props a table takes. */
export interface NestedList extends EntityList {
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/**
 * The one nested table: a parent's rows (a disaster's recipients, a user's notifications, a disclaimer's
 * acceptors), paged on the server. The parent's id goes into the pager under `list.parent.param`; `filters`
 * are further pager fields (needs help only), and changing them starts again at page 1.
 */
export function useNestedList(
  definition: EntityDefinition,
  parentId: number,
  filters: Pager = {},
): NestedList {
  const list = useListState(definition);
  const key = JSON.stringify(filters);
  const [applied, setApplied] = useState(key);
  if (applied !== key) {
    setApplied(key);
    list.firstPage();
  }
  const param = definition.list.parent?.param;
  const pagerModel = useMemo(
    () => ({
      ...buildPagerModel(definition, list.state, param ? { [param]: String(parentId) } : {}),
      ...(JSON.parse(key) as Pager),
    }),
    [definition, list.state, param, parentId, key],
  );
  const rows = useEntityList(definition, pagerModel);
  return {
    ...rows,
    page: list.state.page,
    pageSize: list.state.pageSize,
    onPageChange: list.setPage,
    onPageSizeChange: list.setPageSize,
  };
}

import type { EntityDefinition } from './definition.ts';

export interface ListState {
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
  /** The applied search: empty or at least SEARCH_MIN_LENGTH characters. */
  searchText: string;
  /** 'Pasifleri göster': list passive rows instead of active ones. */
  showPassive: boolean;
  /** The list filters' choices (`roleId`, `status`); null is the first choice, 'Tümü', sending nothing. */
  filters: Readonly<Record<string, number | null>>;
  /** A column header the user sorted by; null: the list's own order. */
  sort: ListSort | null;
}

export interface ListSort {
  column: string;
  descending: boolean;
}

/** Sorting by a column: ascending first, the same column again turns it around. */
export function nextSort(current: ListSort | null, column: string): ListSort {
  return current?.column === column
    ? { column, descending: !current.descending }
    : { column, descending: false };
}

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The `pagerModel` a list sends (docs/api.md, Lists). */
export function buildPagerModel(
  definition: EntityDefinition,
  state: ListState,
  params: RouteParams,
): Record<string, unknown> {
  const { list } = definition;
  const model: Record<string, unknown> = {
    pageNumber: state.page,
    pageSize: state.pageSize,
    ...list.pagerFields,
  };
  if (state.sort) {
    model.sortColumn = state.sort.column;
    model.sortDescending = state.sort.descending;
  } else if (list.sort) {
    if (list.sort.column) model.sortColumn = list.sort.column;
    model.sortDescending = list.sort.descending;
  }
  if (state.searchText) model.searchText = state.searchText;
  for (const [name, value] of Object.entries(state.filters)) if (value !== null) model[name] = value;
  if (definition.hasActive) model.isActive = !state.showPassive;
  if (list.flagSwitch) model[list.flagSwitch.field] = !state.showPassive;
  if (list.parent) model[list.parent.param] = parentId(definition, params);
  return model;
}

/** The parent's id from the route, or null when the route holds no positive integer. */
export function parentId(definition: EntityDefinition, params: RouteParams): number | null {
  const parent = definition.list.parent;
  if (!parent) return null;
  const value = Number(params[parent.param]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

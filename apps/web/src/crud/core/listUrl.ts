import { MAX_PAGE_SIZE } from '@pano/contract';
import type { ListState } from './pagerModel.ts';

/** The URL's names for a list's state (`?page=2&size=50&q=ayşe&passive=1&roleId=3`). */
const PAGE = 'page';
const SIZE = 'size';
const SEARCH = 'q';
const PASSIVE = 'passive';

export interface ListUrlShape {
  /** The list's own page size: left out of the URL when chosen. */
  pageSize: number;
  /** Its filters' pager fields (`roleId`, `status`). */
  filterNames: readonly string[];
}

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** A list's state as the URL holds it; anything missing or malformed is the list's default. */
export function listStateFromUrl(params: URLSearchParams, shape: ListUrlShape): ListState {
  return {
    page: positiveInt(params.get(PAGE), Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: positiveInt(params.get(SIZE), MAX_PAGE_SIZE) ?? shape.pageSize,
    searchText: params.get(SEARCH)?.trim() ?? '',
    showPassive: params.get(PASSIVE) === '1',
    filters: Object.fromEntries(
      shape.filterNames.map((name) => {
        const value = params.get(name);
        return [name, value !== null && /^-?\d{1,9}$/.test(value) ? Number(value) : null];
      }),
    ),
  };
}

/**
 * The URL for a list's state: what differs from the defaults, beside any other parameter the URL already
 * had (a list's URL stays short, shareable, and survives a reload).
 */
export function listStateToUrl(
  state: ListState,
  shape: ListUrlShape,
  base: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  const put = (name: string, value: string | null) => {
    if (value === null) params.delete(name);
    else params.set(name, value);
  };
  put(PAGE, state.page > 1 ? String(state.page) : null);
  put(SIZE, state.pageSize !== shape.pageSize ? String(state.pageSize) : null);
  put(SEARCH, state.searchText || null);
  put(PASSIVE, state.showPassive ? '1' : null);
  for (const name of shape.filterNames) {
    const value = state.filters[name];
    put(name, value === null || value === undefined ? null : String(value));
  }
  return params;
}

import { MAX_PAGE_SIZE } from '@pano/contract';
import type { ListSort, ListState } from './pagerModel.ts';

/** The URL's names for a list's state (`?page=2&size=50&q=ayşe&passive=1&roleId=3`). */
const PAGE = 'page';
const SIZE = 'size';
const SEARCH = 'q';
const PASSIVE = 'passive';
const SORT = 'sort';
const DESCENDING = 'desc';

export interface ListUrlShape {
  /** The list's own page size: left out of the URL when chosen. */
  pageSize: number;
  /** Its filters' pager fields (`roleId`, `status`). */
  filterNames: readonly string[];
  /** A filter's value when the URL names none (the holidays' year: this year); 'all' in the URL is none. */
  filterDefaults?: Readonly<Record<string, number>>;
}

/** The URL's word for 'Tümü' on a filter that has a default of its own. */
const ALL = 'all';

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
        if (value !== null && /^-?\d{1,9}$/.test(value)) return [name, Number(value)];
        return [name, value === ALL ? null : (shape.filterDefaults?.[name] ?? null)];
      }),
    ),
    sort: sortFromUrl(params),
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
  put(SORT, state.sort?.column ?? null);
  put(DESCENDING, state.sort?.descending ? '1' : null);
  for (const name of shape.filterNames) {
    const value = state.filters[name] ?? null;
    const fallback = shape.filterDefaults?.[name];
    if (fallback === undefined) put(name, value === null ? null : String(value));
    else put(name, value === fallback ? null : value === null ? ALL : String(value));
  }
  return params;
}

function sortFromUrl(params: URLSearchParams): ListSort | null {
  const column = params.get(SORT);
  // a column name as the API spells them; the server refuses one it does not sort by
  return column && /^[A-Za-z]{1,50}$/.test(column)
    ? { column, descending: params.get(DESCENDING) === '1' }
    : null;
}

const PAGE_SIZE_KEY = 'pano.pageSize.';

/** The page size a user last chose for a list (kept in this browser), if it is one the pager offers. */
export function rememberedPageSize(list: string): number | undefined {
  try {
    const size = positiveInt(window.localStorage.getItem(PAGE_SIZE_KEY + list), MAX_PAGE_SIZE);
    return size ?? undefined;
  } catch {
    return undefined; // storage refused (private mode): the list's own size
  }
}

export function rememberPageSize(list: string, size: number): void {
  try {
    window.localStorage.setItem(PAGE_SIZE_KEY + list, String(size));
  } catch {
    // not kept: the next visit starts from the list's own size
  }
}

import { afterEach, describe, expect, it } from 'vitest';
import { listStateFromUrl, listStateToUrl, rememberedPageSize, rememberPageSize } from './listUrl.ts';
import { nextSort } from './pagerModel.ts';

const shape = { pageSize: 5, filterNames: ['roleId'] };

describe('a list state in the URL', () => {
  it('keeps only what differs from the defaults, beside the other parameters', () => {
    const state = {
      page: 2,
      pageSize: 25,
      searchText: 'ayşe',
      showPassive: true,
      filters: { roleId: 3 },
      sort: { column: 'surname', descending: true },
    };
    const url = listStateToUrl(state, shape, new URLSearchParams('tab=1'));
    expect(url.toString()).toBe('tab=1&page=2&size=25&q=ay%C5%9Fe&passive=1&sort=surname&desc=1&roleId=3');
    expect(listStateFromUrl(url, shape)).toEqual(state);
    const defaults = {
      page: 1,
      pageSize: 5,
      searchText: '',
      showPassive: false,
      filters: { roleId: null },
      sort: null,
    };
    expect(listStateToUrl(defaults, shape, url).toString()).toBe('tab=1');
  });

  it('reads a missing or malformed value as the default', () => {
    expect(
      listStateFromUrl(new URLSearchParams('page=0&size=99999&passive=yes&roleId=x&sort=1;drop'), shape),
    ).toEqual({
      page: 1,
      pageSize: 5,
      searchText: '',
      showPassive: false,
      filters: { roleId: null },
      sort: null,
    });
  });

  it('starts a filter with a default of its own at it, and keeps the choice of all as all', () => {
    const years = { pageSize: 5, filterNames: ['year'], filterDefaults: { year: 2026 } };
    const base = { page: 1, pageSize: 5, searchText: '', showPassive: false, sort: null };
    expect(listStateFromUrl(new URLSearchParams(), years).filters).toEqual({ year: 2026 });
    expect(
      listStateToUrl({ ...base, filters: { year: 2026 } }, years, new URLSearchParams()).toString(),
    ).toBe('');
    const all = listStateToUrl({ ...base, filters: { year: null } }, years, new URLSearchParams());
    expect(all.toString()).toBe('year=all');
    expect(listStateFromUrl(all, years).filters).toEqual({ year: null });
    const other = listStateToUrl({ ...base, filters: { year: 2027 } }, years, new URLSearchParams());
    expect(listStateFromUrl(other, years).filters).toEqual({ year: 2027 });
  });
});

describe('sorting by a column header', () => {
  it('sorts ascending first and turns around on the same column', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', descending: false });
    expect(nextSort(first, 'name')).toEqual({ column: 'name', descending: true });
    expect(nextSort({ column: 'name', descending: true }, 'surname')).toEqual({
      column: 'surname',
      descending: false,
    });
  });
});

describe('the page size a user chose', () => {
  afterEach(() => window.localStorage.clear());

  it('is remembered per list, and a stored value the pager cannot take is ignored', () => {
    expect(rememberedPageSize('user')).toBeUndefined();
    rememberPageSize('user', 25);
    expect(rememberedPageSize('user')).toBe(25);
    expect(rememberedPageSize('gender')).toBeUndefined();
    window.localStorage.setItem('pano.pageSize.gender', 'çok');
    expect(rememberedPageSize('gender')).toBeUndefined();
  });
});

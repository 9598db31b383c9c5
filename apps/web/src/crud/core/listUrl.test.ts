import { describe, expect, it } from 'vitest';
import { listStateFromUrl, listStateToUrl } from './listUrl.ts';

const shape = { pageSize: 5, filterNames: ['roleId'] };

describe('a list state in the URL', () => {
  it('keeps only what differs from the defaults, beside the other parameters', () => {
    const state = { page: 2, pageSize: 25, searchText: 'ayşe', showPassive: true, filters: { roleId: 3 } };
    const url = listStateToUrl(state, shape, new URLSearchParams('tab=1'));
    expect(url.toString()).toBe('tab=1&page=2&size=25&q=ay%C5%9Fe&passive=1&roleId=3');
    expect(listStateFromUrl(url, shape)).toEqual(state);
    const defaults = { page: 1, pageSize: 5, searchText: '', showPassive: false, filters: { roleId: null } };
    expect(listStateToUrl(defaults, shape, url).toString()).toBe('tab=1');
  });

  it('reads a missing or malformed value as the default', () => {
    expect(listStateFromUrl(new URLSearchParams('page=0&size=99999&passive=yes&roleId=x'), shape)).toEqual({
      page: 1,
      pageSize: 5,
      searchText: '',
      showPassive: false,
      filters: { roleId: null },
    });
  });
});

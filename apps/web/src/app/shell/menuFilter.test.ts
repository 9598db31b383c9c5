import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@pano/contract';
import { i18n } from '../../i18n/i18n.ts';
import { shownMenu } from '../screens.ts';
import { MENU } from './menu.ts';
import { entryText, filterMenu, matchesWords, searchKeyOf, type Lookup } from './menuFilter.ts';
import { menuRoutes, menuTitleKeys } from './menuModel.ts';

/** Each language's words as the filter reads them (both are loaded by the test setup). */
const lookups: Lookup[] = LANGUAGES.map((language) => {
  const translate = i18n.getFixedT(language);
  return (key) => translate(key, { defaultValue: '' });
});

/** The ids of the screens the filter keeps for `query`, over the real dictionaries. */
const find = (query: string) =>
  menuRoutes(
    filterMenu(shownMenu, (key) =>
      matchesWords(
        query,
        lookups.map((lookup) => entryText(lookup, key)),
      ),
    ),
  ).map((entry) => entry.id);

describe("the side menu's search words (issue 48)", () => {
  it('names the roles screen by what it holds, at the same route', () => {
    expect(i18n.getFixedT('tr')('menu.organizations')).toBe('Roller ve yetkiler');
    expect(i18n.getFixedT('en')('menu.organizations')).toBe('Roles and permissions');
    expect(menuRoutes(shownMenu).find((entry) => entry.id === 'organizations')?.path).toBe(
      '/ayarlar/kullanici/organizasyonlar',
    );
  });

  it('gives every entry and group search words in both languages', () => {
    for (const lookup of lookups)
      for (const key of menuTitleKeys(MENU)) expect(lookup(searchKeyOf(key)), key).toMatch(/\S/);
  });

  it('matches the title and the search words, never the key of a missing one', () => {
    const words: Record<string, string> = {
      'menu.applicants': 'Adaylar',
      'menuSearch.applicants': 'mülakat',
    };
    const lookup: Lookup = (key) => words[key] ?? '';
    expect(searchKeyOf('menu.applicants')).toBe('menuSearch.applicants');
    expect(entryText(lookup, 'menu.applicants')).toBe('Adaylar mülakat');
    expect(entryText(lookup, 'menu.cities')).not.toMatch(/menu/);
    expect(matchesWords('aday mulakat', [entryText(lookup, 'menu.applicants')])).toBe(true);
  });

  it('finds roles and permissions by yetki, rol, izin and permission', () => {
    expect(find('yetki')).toEqual(['organizations']);
    expect(find('yetkiler')).toEqual(['organizations']);
    expect(find('rol')).toContain('organizations');
    expect(find('permission')).toEqual(['organizations']);
    expect(find('izin')).toEqual(['organizations', 'leaveRequests', 'leaveTypes', 'holidays']);
    // the old name still finds it
    expect(find('organizasyon')).toEqual(['organizations']);
  });

  it('leads interviews and offers to the applicants, approvals to the processes and workflows', () => {
    for (const query of ['mülakat', 'MULAKAT', 'görüşme', 'teklif', 'interview', 'offer'])
      expect(find(query), query).toEqual(['applicants']);
    for (const query of ['onay', 'approval']) {
      expect(find(query), query).toContain('workflowRequests');
      expect(find(query), query).toContain('workflowList');
    }
    expect(find('onay bekleyen')).toEqual(['workflowRequests']);
  });

  it('still narrows as before: every word in one language, title and words together', () => {
    expect(find('complaint types')).toEqual(['complaintTypes']);
    expect(find('sehir')).toEqual(['cities']);
    expect(find('izin talep')).toEqual(['leaveRequests']);
    expect(find('aday teklif')).toEqual(['applicants']);
    expect(find('ilçe')).toEqual(['cities']);
    expect(find('xyzzy')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS, shownMenu } from '../screens.ts';
import { MENU } from './menu.ts';
import { MENU_ICONS } from './menuIcons.ts';
import { filterMenu, groupFor, matchesWords, menuIds } from './menuFilter.ts';
import { firstScreen, menuEntryFor, menuRoutes, visibleMenu } from './menuModel.ts';

describe('the side menu', () => {
  it("groups the menu as the spec's sections: spec 000 §2's entries first, in order, then the other areas", () => {
    const shape = MENU.map((item) =>
      typeof item === 'string' ? item : 'entries' in item ? { [item.id]: item.entries } : item.link,
    );
    expect(shape.slice(0, 6)).toEqual([
      'disasters',
      { announcementGroup: ['announcements', 'categories'] },
      { complaintGroup: ['complaintTypes', 'complaints'] },
      { portalGroup: ['menus', 'links', 'linkGroups', 'sliders', 'dynamicParts', 'appPreview'] },
      {
        configuration: [
          'users',
          'organizations',
          'groups',
          'disclaimers',
          'themeAndLogo',
          'config',
          'securityEvents',
          'auditLogs',
          'outboxMessages',
          'changePassword',
        ],
      },
      {
        forms: [
          'formList',
          { titleKey: 'menu.formData', link: 'formData' },
          { titleKey: 'menu.formBuilder', link: 'formBuilder' },
        ],
      },
    ]);
    // every settings screen is in that one group (issue 26 §2.7: none at the top, none at the bottom)
    expect(MENU.filter((item) => typeof item === 'string')).toEqual(['disasters']);
  });

  it('has an icon for every entry and group', () => {
    expect(menuIds(MENU).filter((id) => !MENU_ICONS[id])).toEqual([]);
  });

  it('finds an entry by its words in either language, folded the Turkish way', () => {
    const words: Record<string, readonly string[]> = {
      'menu.complaints': ['Şikayetler', 'Complaints'],
      'menu.complaintTypes': ['Şikayet tipleri', 'Complaint types'],
      'menu.complaintGroup': ['Anonim şikayetler', 'Anonymous complaints'],
      'menu.cities': ['Şehirler', 'Cities'],
      'menu.reference': ['Tanımlamalar', 'Reference data'],
    };
    const find = (query: string) =>
      menuRoutes(filterMenu(shownMenu, (key) => matchesWords(query, words[key] ?? []))).map((e) => e.id);
    expect(find('sikayet tip')).toEqual(['complaintTypes']);
    expect(find('CITIES')).toEqual(['cities']);
    expect(find('şehir')).toEqual(['cities']);
    // a group's own words keep all its entries
    expect(find('anonim')).toEqual(['complaintTypes', 'complaints']);
    expect(find('tanimlama')).toEqual(['cities', 'genders', 'levels', 'statuses', 'locations']);
    expect(find('nothing like it')).toEqual([]);
  });

  it('knows the group of the screen on view', () => {
    expect(groupFor(shownMenu, '/tanimlama/sehir/6/ilce')).toBe('reference');
    expect(groupFor(shownMenu, '/afet/afetler')).toBeNull();
  });

  it('opens each built screen at the route its area gives it', () => {
    expect(
      menuRoutes(shownMenu)
        .slice(0, 5)
        .map((entry) => entry.path),
    ).toEqual([
      '/afet/afetler',
      '/duyuru/duyurular',
      '/duyuru/kategori',
      '/anonimmesaj/tipler',
      '/anonimmesaj/sikayetler',
    ]);
    expect(SCREEN_PATHS.get('organizations')).toBe('/ayarlar/kullanici/organizasyonlar');
  });

  it('shows only screens an area provides, and the root goes to the first of them', () => {
    const today = visibleMenu(
      MENU,
      new Map([
        ['cities', '/tanimlama/sehir'],
        ['genders', '/tanimlama/cinsiyet'],
      ]),
    );
    expect(today.map((item) => item.titleKey)).toEqual(['menu.reference']);
    expect(menuRoutes(today).map((entry) => entry.path)).toEqual(['/tanimlama/sehir', '/tanimlama/cinsiyet']);
    expect(firstScreen(today)).toBe('/tanimlama/sehir');

    const withAnnouncements = visibleMenu(
      MENU,
      new Map([
        ['cities', '/tanimlama/sehir'],
        ['announcements', '/duyuru/duyurular'],
      ]),
    );
    expect(firstScreen(withAnnouncements)).toBe('/duyuru/duyurular');
  });

  it('shows a group left with one entry as that entry alone', () => {
    const single = visibleMenu(MENU, new Map([['cities', '/tanimlama/sehir']]));
    expect(single).toEqual([{ id: 'cities', titleKey: 'menu.cities', path: '/tanimlama/sehir' }]);
  });

  it('titles a path after the longest matching entry', () => {
    expect(menuEntryFor(shownMenu, '/tanimlama/sehir/6/ilce/60/semt')?.titleKey).toBe('menu.cities');
    expect(menuEntryFor(shownMenu, '/ayarlar/kullanici/organizasyonlar/3')?.titleKey).toBe(
      'menu.organizations',
    );
    expect(menuEntryFor(shownMenu, '/menu/linkler')).toBeNull();
  });

  it('shows a Form entry only once the server gives its address', () => {
    const paths = new Map([['cities', '/tanimlama/sehir']]);
    const external = (links: Parameters<typeof visibleMenu>[2]) =>
      visibleMenu(MENU, paths, links).filter((item) => 'href' in item);
    expect(external({})).toEqual([]);
    expect(external({ formData: null, formBuilder: 'https://forms.example.com/builder' })).toEqual([
      { id: 'formBuilder', titleKey: 'menu.formBuilder', href: 'https://forms.example.com/builder' },
    ]);
  });
});

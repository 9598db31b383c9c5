import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS, shownMenu } from '../screens.ts';
import { MENU } from './menu.ts';
import { firstScreen, menuEntryFor, menuRoutes, visibleMenu } from './menuModel.ts';

describe('the side menu', () => {
  it("lists spec 000 §2's entries first, in order, by screen id, then the groups", () => {
    expect(MENU.slice(0, 15)).toEqual([
      'disasters',
      'announcements',
      'categories',
      'complaintTypes',
      'complaints',
      'menus',
      'links',
      'sliders',
      'dynamicParts',
      'users',
      'organizations',
      'groups',
      'disclaimers',
      'themeAndLogo',
      'changePassword',
    ]);
    expect(MENU[17]).toMatchObject({ titleKey: 'menu.reference' });
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
    expect(single).toEqual([{ titleKey: 'menu.cities', path: '/tanimlama/sehir' }]);
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
      { titleKey: 'menu.formBuilder', href: 'https://forms.example.com/builder' },
    ]);
  });
});

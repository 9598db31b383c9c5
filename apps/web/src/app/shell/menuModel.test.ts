import { describe, expect, it } from 'vitest';
import { MENU } from './menu.ts';
import { firstScreen, menuEntryFor, menuRoutes, visibleMenu } from './menuModel.ts';

describe('the side menu', () => {
  it("lists spec 000 §2's entries first, in order, then the groups", () => {
    const top = MENU.slice(0, 15).map((item) => ('path' in item ? item.path : ''));
    expect(top).toEqual([
      '/afet/afetler',
      '/duyuru/duyurular',
      '/duyuru/kategori',
      '/anonimmesaj/tipler',
      '/anonimmesaj/sikayetler',
      '/menu/menu',
      '/menu/link',
      '/slider/sliders',
      '/dinamik-alan/dinamik-alanlar',
      '/ayarlar/kullanici/kullanicilar',
      '/ayarlar/kullanici/organizasyonlar',
      '/ayarlar/gruplar',
      '/ayarlar/sozlesmeler',
      '/ayarlar/logo',
      '/hesabim/sifre-degistir',
    ]);
    expect(MENU[17]?.titleKey).toBe('menu.reference');
  });

  it('shows only built screens, and the root goes to the first of them', () => {
    const today = visibleMenu(MENU, new Set(['/tanimlama/sehir', '/tanimlama/cinsiyet']));
    expect(today.map((item) => item.titleKey)).toEqual(['menu.reference']);
    expect(menuRoutes(today).map((entry) => entry.path)).toEqual(['/tanimlama/sehir', '/tanimlama/cinsiyet']);
    expect(firstScreen(today)).toBe('/tanimlama/sehir');

    const withAnnouncements = visibleMenu(MENU, new Set(['/tanimlama/sehir', '/duyuru/duyurular']));
    expect(firstScreen(withAnnouncements)).toBe('/duyuru/duyurular');
  });

  it('titles a path after the longest matching entry', () => {
    expect(menuEntryFor(MENU, '/tanimlama/sehir/6/ilce/60/semt')?.titleKey).toBe('menu.cities');
    expect(menuEntryFor(MENU, '/ayarlar/kullanici/organizasyonlar/3')?.titleKey).toBe('menu.organizations');
    expect(menuEntryFor(MENU, '/menu/linkler')).toBeNull();
  });
});

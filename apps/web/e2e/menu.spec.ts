import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './support/session.ts';
import { expandMenu } from './support/walk.ts';

const WIDTHS = [1280, 390];

/** The side menu: on a phone behind the header's menu button. */
async function menu(page: Page, width: number) {
  if (width < 900) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('searchbox', { name: 'Menüde bul' })).toBeVisible();
  return nav;
}

for (const width of WIDTHS)
  test(`at ${width} px the menu is grouped, every entry and group has an icon, its filter finds an entry by its words in either language, and the groups stay as they were left`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    let nav = await menu(page, width);
    // the screen on view opens its group; the others are closed until opened
    await expect(nav.getByRole('button', { name: 'Duyurular' })).toHaveAttribute('aria-expanded', 'true');
    const reference = nav.getByRole('button', { name: 'Tanımlamalar' });
    await expect(reference).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Şehirler' })).toHaveCount(0);

    await expandMenu(page);
    const items = nav.locator('a, [aria-expanded]');
    expect(await items.count()).toBeGreaterThan(30);
    const without = await items.evaluateAll((all) =>
      all.filter((item) => !item.querySelector('svg')).map((item) => item.textContent),
    );
    expect(without).toEqual([]);

    // an English word in the Turkish menu, without its accents in Turkish
    const filter = nav.getByRole('searchbox', { name: 'Menüde bul' });
    await filter.fill('complaint types');
    await expect(nav.getByRole('link')).toHaveText(['Şikayet tipleri']);
    await filter.fill('sehir');
    await expect(nav.getByRole('link')).toHaveText(['Şehirler']);
    await filter.fill('xyzzy');
    await expect(nav.getByRole('status')).toHaveText('Bu sözcüklerle bir menü öğesi yok.');
    await filter.fill('izin talep');
    await nav.getByRole('link', { name: 'İzin talepleri' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'İzin talepleri' })).toBeVisible();
    // the whole menu is back
    nav = await menu(page, width);
    await expect(nav.getByRole('searchbox', { name: 'Menüde bul' })).toHaveValue('');

    // closed and opened groups are kept across a reload
    await nav.getByRole('button', { name: 'Tanımlamalar' }).click();
    await expect(nav.getByRole('button', { name: 'Tanımlamalar' })).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    nav = await menu(page, width);
    await expect(nav.getByRole('button', { name: 'Tanımlamalar' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'İzin', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

test("the menu's filter finds a screen by its search words: 'yetki' the roles and permissions, 'mülakat' the applicants", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page);
  const nav = await menu(page, 1280);
  const filter = nav.getByRole('searchbox', { name: 'Menüde bul' });
  await filter.fill('yetki');
  await expect(nav.getByRole('link')).toHaveText(['Roller ve yetkiler']);
  await nav.getByRole('link', { name: 'Roller ve yetkiler' }).click();
  // the screen is named by what it holds, at the route it always had
  await expect(page.getByRole('heading', { level: 1, name: 'Roller ve yetkiler' })).toBeVisible();
  await expect(page).toHaveURL(/#\/ayarlar\/kullanici\/organizasyonlar$/);

  // an interview or an offer is on the applicants' pages
  await expect(filter).toHaveValue('');
  await filter.fill('mülakat');
  await expect(nav.getByRole('link')).toHaveText(['Adaylar']);
  await filter.fill('offer');
  await expect(nav.getByRole('link')).toHaveText(['Adaylar']);
});

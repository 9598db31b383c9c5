import { expect, test, type Route } from '@playwright/test';
import { signedIn } from './support/session.ts';

test('a screen whose code cannot load says so inside the shell, and a retry loads it', async ({ page }) => {
  // the menu's screens are fetched ahead in idle time: a detail page is not, and its chunk fails to come
  // as on a dropped connection
  const fail = (route: Route) => route.abort();
  await page.route('**/assets/AnnouncementDetailPage-*.js', fail);
  await signedIn(page);
  const row = page.getByRole('main').getByRole('row').nth(1);
  await expect(page.locator('.pano-splash')).toBeHidden();
  await row.getByRole('link').first().click();
  const failed = page.getByRole('main').getByRole('alert');
  await expect(failed).toHaveText(/Bu ekran yüklenemedi\./);
  // the menu and the header stay
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Duyurular', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute('**/assets/AnnouncementDetailPage-*.js', fail);
  await failed.getByRole('button', { name: 'Yeniden dene' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Geri' })).toBeVisible();
  await expect(failed).toBeHidden();
});

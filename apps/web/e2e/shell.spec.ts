import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

test('a screen whose code cannot load says so inside the shell, and a retry loads it', async ({ page }) => {
  await signIn(page);
  const complaints = page.getByRole('navigation').getByRole('link', { name: 'Şikayetler', exact: true });
  await expect(complaints).toBeVisible();
  await expect(page.locator('.pano-splash')).toBeHidden();
  // from here on no script arrives: the next screen's chunk fails as on a dropped connection
  await page.route('**/assets/*.js', (route) => route.abort());
  await complaints.click();
  const failed = page.getByRole('main').getByRole('alert');
  await expect(failed).toHaveText(/Bu ekran yüklenemedi\./);
  // the menu and the header stay
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Duyurular', exact: true }),
  ).toBeVisible();
  await page.unroute('**/assets/*.js');
  await failed.getByRole('button', { name: 'Yeniden dene' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Şikayetler' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toBeVisible();
});

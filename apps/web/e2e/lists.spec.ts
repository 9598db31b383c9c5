import { expect, test } from '@playwright/test';
import { signedIn } from './support/session.ts';

test('a list keeps its search and page in the URL: a reload and the back button bring them back', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/#/ayarlar/kullanici/kullanicilar');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara' }).fill('pano');
  await expect(page).toHaveURL(/kullanicilar\?q=pano$/);
  const first = await page.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: /sonraki sayfa/i }).click();
  await expect(page).toHaveURL(/kullanicilar\?q=pano&page=2$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue('pano');
  await expect(page.getByRole('row').nth(1)).not.toHaveText(first ?? '');
  await page.goBack();
  await expect(page).toHaveURL(/kullanicilar\?q=pano$/);
  await expect(page.getByRole('row').nth(1)).toHaveText(first ?? '');
});

test('on a phone (390 px) a list is cards whose actions stay on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto('/#/ayarlar/kullanici/kullanicilar');
  const cards = page.getByRole('list', { name: 'Kullanıcılar' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const edit = cards.first().getByRole('button', { name: /düzenle/ });
  await expect(edit).toBeInViewport();
  const box = await edit.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  // nothing on the page is wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

import { expect, test } from '@playwright/test';
import { openFromMenu, signIn } from './support/session.ts';

test('cities → towns → districts, with paging and back buttons', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, 'Şehirler');
  await expect(page).toHaveURL(/#\/tanimlama\/sehir$/);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Adana');
  await expect(page.getByText('1–5 / 81')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill('İstanbul');
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: 'İstanbul ilçeleri' }).click();
  await expect(page).toHaveURL(/#\/tanimlama\/sehir\/34\/ilce$/);
  await expect(page.getByRole('heading', { name: 'İstanbul: İlçeler' })).toBeVisible();
  await expect(page.getByText('1–5 / 39')).toBeVisible();
  await expect(rows.nth(1)).toContainText('Adalar');

  await page.getByRole('link', { name: 'Adalar semtleri' }).click();
  await expect(page).toHaveURL(/#\/tanimlama\/sehir\/34\/ilce\/\d+\/semt$/);
  await expect(page.getByRole('heading', { name: 'Adalar: Semtler' })).toBeVisible();
  await expect(rows).toHaveCount(1 + 5);
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/#\/tanimlama\/sehir\/34\/ilce$/);
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/#\/tanimlama\/sehir$/);
});

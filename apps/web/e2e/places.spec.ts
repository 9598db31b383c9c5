import { expect, test } from '@playwright/test';
import { openFromMenu, signedIn } from './support/session.ts';

test('cities → towns → districts, with paging and back buttons', async ({ page }) => {
  await signedIn(page);
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
  // the towns' own back arrow: the districts' one, still on screen while the URL has changed, leads to the
  // towns again (a click on it failed CI of 87fd78a)
  await expect(page.getByRole('heading', { name: 'İstanbul: İlçeler' })).toBeVisible();
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/#\/tanimlama\/sehir$/);
});

test('a list sorts on the server by a column header, both ways, and keeps the order in the URL', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Şehirler');
  const rows = page.getByRole('row');
  const header = page.getByRole('columnheader', { name: 'Ad' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=name/);
  await expect(rows.nth(1)).toContainText('Adana');

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/desc=1/);
  // the last city of the whole list comes first: the server sorted all 81, not the page on screen
  await expect(rows.nth(1)).not.toContainText('Adana');
  const first = (await rows.nth(1).textContent()) ?? '';
  await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(page.getByText('6–10 / 81')).toBeVisible();
  await expect(rows.nth(1)).not.toHaveText(first);
  const next = (await rows.nth(1).textContent()) ?? '';

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Ad' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toHaveText(next);
});

import { expect, test } from '@playwright/test';
import { openFromMenu, signedIn } from './support/session.ts';

test("a lookup's whole life: create, validate, search, page, edit to passive, Escape, delete", async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Seviyeler');
  await expect(page).toHaveURL(/#\/tanimlama\/seviye$/);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();

  // create: save with an empty name says what is missing and saves nothing; Escape asks, then closes without saving
  await page.getByRole('button', { name: 'Seviye ekle' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Ad: Bu alan zorunludur')).toBeVisible();
  await dialog.getByLabel(/Ad/).fill('Vazgeçilen seviye');
  // with something typed, Escape asks before discarding it (issue 26 §3.12)
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
  await ask.getByRole('button', { name: 'Kaydetmeden kapat' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Vazgeçilen seviye')).toHaveCount(0);

  for (const name of ['Uzman A', 'Uzman B', 'Uzman C', 'Uzman D']) {
    await page.getByRole('button', { name: 'Seviye ekle' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Ad/).fill(name);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Seviye oluşturuldu').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  // 3 seeded + 4 new = 7 rows: page 1 of 2 at 5 per page
  await expect(page.getByText('1–5 / 7')).toBeVisible();
  await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(page.getByText('6–7 / 7')).toBeVisible();

  // search: fewer than 3 characters is no filter; 3+ filters and returns to page 1
  const search = page.getByRole('searchbox', { name: 'Ara' });
  await search.fill('Uz');
  await page.waitForTimeout(1000);
  await expect(page.getByText(/\/ 7$/)).toBeVisible();
  await search.fill('Uzman');
  await expect(page.getByText('1–4 / 4')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('1–5 / 7')).toBeVisible();

  // edit: the Aktif toggle exists only when editing; making it passive moves it behind the switch
  await page.getByRole('button', { name: 'Uzman D düzenle' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Aktif' }).uncheck();
  await dialog.getByLabel(/Ad/).fill('Uzman D (eski)');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Seviye güncellendi').first()).toBeVisible();
  await expect(page.getByText('Uzman D (eski)')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Pasifleri göster' }).check();
  await expect(page.getByText('Uzman D (eski)')).toBeVisible();
  await page.getByRole('switch', { name: 'Pasifleri göster' }).uncheck();

  // delete asks with the item's name
  await page.getByRole('button', { name: 'Uzman A sil' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('"Uzman A" silinecek. Emin misiniz?');
  await dialog.getByRole('button', { name: /Sil|Evet/ }).click();
  await expect(page.getByText('Seviye silindi').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Uzman A' })).toHaveCount(0);
});

test('a location keeps 7 decimals and validates on the server too', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/tanimlama/lokasyon');
  await page.getByRole('button', { name: 'Lokasyon ekle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Ad/).fill('Genel Müdürlük');
  await dialog.getByLabel(/Enlem/).fill('41.0123456789');
  await dialog.getByLabel(/Boylam/).fill('28.9761234');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Lokasyon oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Genel Müdürlük/ })).toContainText('41.0123457');
});

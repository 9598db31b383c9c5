import { expect, test } from '@playwright/test';
import { choose, stamp } from './support/people.ts';
import { openFromMenu, signedIn } from './support/session.ts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('roles: create, make passive, upload a logo shown at 250 px', async ({ page }) => {
  await signedIn(page);
  await openFromMenu(page, 'Roller ve yetkiler');
  const role = `Rol ${stamp()}`;
  await page.getByRole('button', { name: 'Rol ekle' }).click();
  let dialog = page.getByRole('dialog', { name: 'Rol ekle' });
  await expect(dialog.getByRole('switch', { name: 'Aktif' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(role);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Rol oluşturuldu').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill(role);
  await page.getByRole('link', { name: `${role} logosu` }).click();
  await expect(page.getByRole('heading', { name: `${role}: Logo` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo yok' })).toHaveCount(2);
  const save = page.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeDisabled();
  await page
    .getByLabel('Logo seç', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Logo değiştirildi').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/ayarlar\/kullanici\/organizasyonlar$/);

  await page.getByRole('searchbox', { name: 'Ara' }).fill(role);
  await page.getByRole('link', { name: `${role} logosu` }).click();
  const logo = page.getByRole('img', { name: 'Logo', exact: true });
  await expect(logo).toHaveAttribute('src', /^\/files\/demo\//);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(await logo.evaluate((img) => img.getBoundingClientRect().width)).toBe(250);

  await page.getByRole('link', { name: 'Geri' }).click();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(role);
  await page.getByRole('button', { name: `${role} düzenle` }).click();
  dialog = page.getByRole('dialog', { name: 'Rol düzenle' });
  await dialog.getByRole('switch', { name: 'Aktif' }).uncheck();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Rol güncellendi').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: role, exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Pasifleri göster' }).check();
  await expect(page.getByRole('cell', { name: role, exact: true })).toBeVisible();
});

test('works and tasks', async ({ page }) => {
  await signedIn(page);
  await openFromMenu(page, 'İşler');
  await expect(page).toHaveURL(/#\/is\/isler$/);
  const work = `İş ${stamp()}`;
  await page.getByRole('button', { name: 'İş ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'İş ekle' });
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(work);
  await dialog.getByRole('combobox', { name: 'Gruplar' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('heading', { name: 'İş ekle' }).click();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('İş oluşturuldu').first()).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(work);

  await openFromMenu(page, 'Görevler');
  await expect(page).toHaveURL(/#\/gorev\/gorevler$/);
  await expect(page.getByRole('row').nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await choose(page, page, 'Durum', 'Kapalı');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /ekle$/ })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { stamp } from './support/people.ts';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';

test('categories: pick an icon from the pages of 15, notify, then make it passive', async ({ page }) => {
  await signedIn(page);
  await openFromMenu(page, 'Kategoriler');
  await expect(page).toHaveURL(/#\/duyuru\/kategori$/);
  await expect(page.getByRole('row', { name: /Ulaşım ve Servis/ }).getByText('Aktif')).toBeVisible();

  const name = `Kategori ${stamp()}`;
  await page.getByRole('button', { name: 'Kategori ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kategori ekle' });
  const icons = dialog.getByRole('radiogroup', { name: /İkon/ });
  await expect(icons.getByRole('radio')).toHaveCount(15);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(name);
  // no icon yet: save marks the icons as what is missing instead of saving
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(icons).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('searchbox', { name: 'İkon ara' }).fill('bus');
  await expect(icons.getByRole('radio')).toHaveCount(3); // BusinessCenter, Business, DirectionsBus
  await icons.getByRole('radio', { name: 'Servis' }).click();
  await dialog.getByRole('checkbox', { name: 'Bildirim gönder' }).check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kategori oluşturuldu').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Servis');
  await expect(row).toContainText('Evet');
  await row.getByRole('button', { name: `${name} düzenle` }).click();
  const edit = page.getByRole('dialog', { name: 'Kategori düzenle' });
  await expect(edit.getByRole('radio', { name: 'Servis' })).toHaveCount(0); // first page, no search
  await expect(edit.getByText('Servis', { exact: true })).toBeVisible();
  await edit.getByRole('switch', { name: 'Aktif' }).uncheck();
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kategori güncellendi').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Pasifleri göster' }).check();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Pasif')).toBeVisible();
});

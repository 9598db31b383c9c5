import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signedIn } from './support/session.ts';

test('configuration: a chosen value is kept, and reset brings the default back', async ({ page }) => {
  await signedIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
  await page.goto('/#/ayarlar/konfig');
  const login = page.getByRole('region', { name: 'Giriş' });
  // spec 000 §2's third select: the applicant research group, picked from the tenant's groups
  await expect(
    page.getByRole('region', { name: 'İşe alım' }).getByRole('combobox', { name: 'Aday araştırma grubu' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Duyurular' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sistem' })).toHaveCount(0); // not editable
  const method = login.getByRole('combobox', { name: 'Giriş yöntemi' });
  await expect(method).toHaveText('E-posta');
  expect(await seriousViolations(page)).toEqual([]);
  await method.click();
  await page.getByRole('option', { name: 'Cep telefonu' }).click();
  await expect(page.getByText('Ayar kaydedildi').first()).toBeVisible();

  await page.reload();
  await expect(login.getByRole('combobox', { name: 'Giriş yöntemi' })).toHaveText('Cep telefonu');
  await login.getByRole('button', { name: 'Giriş yöntemi: varsayılana dön' }).click();
  await expect(page.getByText('Ayar varsayılan değere döndü').first()).toBeVisible();
  await expect(login.getByRole('combobox', { name: 'Giriş yöntemi' })).toHaveText('E-posta');
  await expect(login.getByText('Varsayılan değer kullanılıyor').first()).toBeVisible();
});

import { expect, type Page } from '@playwright/test';

/** Opens the app preview (/menu/onizleme) and chooses the demo employee Elif Çalışkan (calisan1). */
export async function previewAsElif(page: Page): Promise<void> {
  await page.goto('/#/menu/onizleme');
  await expect(page.getByText('Önizleme için bir çalışan ya da rol seçin.')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Çalışan' });
  await picker.click();
  await picker.fill('Elif');
  await page.getByRole('option', { name: 'Elif Çalışkan' }).click();
  await expect(page.getByRole('region', { name: 'Menü' })).toBeVisible();
}

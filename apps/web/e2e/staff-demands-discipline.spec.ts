import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';

/** Staff demands and discipline (docs/recruitment.md 'Staff demands', docs/discipline.md) on the demo tenant. */

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the discipline mappings: create, edit and delete with a question naming the role', async ({ page }) => {
  await signedIn(page);
  await openFromMenu(page, 'Form rolleri', /#\/disiplin\/form$/);
  await expect(page.getByRole('row', { name: /Personel Disiplin tutanağı/ })).toBeVisible();
  await page.getByRole('button', { name: 'Disiplin form rolü ekle' }).click();
  await choose(page, 'Rol', 'Editor');
  await choose(page, 'Form', 'Disiplin tutanağı');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Disiplin form rolü oluşturuldu').first()).toBeVisible();
  await page.getByRole('button', { name: 'Editor düzenle' }).click();
  await choose(page, 'Rol', 'Admin');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Disiplin form rolü güncellendi').first()).toBeVisible();
  await page.getByRole('button', { name: 'Admin sil' }).click();
  await expect(page.getByRole('dialog')).toContainText('Admin');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sil|Evet/ })
    .click();
  await expect(page.getByText('Disiplin form rolü silindi').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Admin Disiplin tutanağı/ })).toHaveCount(0);

  await openFromMenu(page, 'İş akışı rolleri', /#\/disiplin\/workflow$/);
  await expect(page.getByRole('row', { name: /Personel İK onayı Savunma sonucu/ })).toBeVisible();
  await page.getByRole('button', { name: 'Disiplin iş akışı rolü ekle' }).click();
  await choose(page, 'Rol', 'Editor');
  await choose(page, 'İş akışı', 'Yönetici onayı');
  await choose(page, 'Tip', 'Talep');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Disiplin iş akışı rolü oluşturuldu').first()).toBeVisible();
  await page.getByRole('button', { name: 'Editor düzenle' }).click();
  await choose(page, 'Tip', 'Savunma sonucu');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('row', { name: /Editor Yönetici onayı Savunma sonucu/ })).toBeVisible();
  await page.getByRole('button', { name: 'Editor sil' }).click();
  await expect(page.getByRole('dialog')).toContainText('Editor');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sil|Evet/ })
    .click();
  await expect(page.getByText('Disiplin iş akışı rolü silindi').first()).toBeVisible();
});

test('a staff demand: completed ones first, its process and the link to an interview', async ({ page }) => {
  await signedIn(page);
  await openFromMenu(page, 'Personel talepleri', /#\/isealim\/personeltalep$/);
  await expect(page.getByRole('cell', { name: /Mobil uygulama ekibi/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /insan kaynakları uzmanı/ })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Tamamlanmamışları göster' }).check();
  await expect(page.getByRole('cell', { name: /insan kaynakları uzmanı/ })).toBeVisible();
  await page.getByRole('switch', { name: 'Tamamlanmamışları göster' }).uncheck();
  await page
    .getByRole('link', { name: /numaralı talebin ayrıntısı/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/isealim\/personeltalep\/\d+$/);
  const process = page.getByRole('region', { name: 'Süreç' });
  await expect(process.getByText(/ \/ Onayla$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sonuç' })).toContainText('Kapatıldı');
  const table = page.getByRole('table', { name: 'Adaylar' });
  await expect(table.getByRole('cell', { name: 'Elif Arslan', exact: true })).toBeVisible();
  await table
    .getByRole('link', { name: /görüşmesinin ayrıntısı/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/isealim\/adaylar\/\d+\/gorusme\/\d+$/);
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the staff-demand and discipline screens at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await expect(page).not.toHaveURL(/auth\/login/);
    await page.goto('/#/isealim/personeltalep');
    await expect(page.getByText(/Mobil uygulama ekibi/).first()).toBeVisible();
    expect(await seriousViolations(page), 'staff demands').toEqual([]);
    await page
      .getByRole('link', { name: /numaralı talebin ayrıntısı/ })
      .first()
      .click();
    await expect(page.getByText('Elif Arslan').first()).toBeVisible();
    expect(await seriousViolations(page), 'staff demand').toEqual([]);

    await page.goto('/#/disiplin/form');
    await expect(page.getByText('Disiplin tutanağı').first()).toBeVisible();
    expect(await seriousViolations(page), 'discipline forms').toEqual([]);
    await page.goto('/#/disiplin/workflow');
    await expect(page.getByText('Savunma sonucu').first()).toBeVisible();
    expect(await seriousViolations(page), 'discipline workflows').toEqual([]);
    await page.getByRole('button', { name: 'Disiplin iş akışı rolü ekle' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'discipline workflow dialog').toEqual([]);
    await page.getByRole('button', { name: 'İptal' }).click();

    await page.goto('/#/disiplin/vakalar');
    await expect(page.getByText('Savunma bekleniyor').first()).toBeVisible();
    expect(await seriousViolations(page), 'discipline cases').toEqual([]);
    await page
      .getByRole('link', { name: /vakanın ayrıntısı/ })
      .first()
      .click();
    await expect(page.getByText('Müşteri toplantısına', { exact: false }).first()).toBeVisible();
    expect(await seriousViolations(page), 'discipline case').toEqual([]);
  });
}

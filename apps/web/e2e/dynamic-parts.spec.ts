import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { previewAsElif } from './support/preview.ts';
import { signedIn } from './support/session.ts';

const PART = 'E2E dinamik alan';

/** A small PNG drawn in the page, as Playwright's file payload (the logo). */
async function png(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#1565c0';
    context.fillRect(0, 0, 120, 60);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function openList(page: Page) {
  await page.goto('/#/dinamik-alan/dinamik-alanlar');
  await expect(page.getByRole('button', { name: 'Dinamik alan ekle' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('dynamic parts: build one with categories, the last N days, a logo and a role; see it listed; edit; delete', async ({
  page,
}) => {
  await signedIn(page);
  await openList(page);
  // the demo's two parts
  await expect(page.getByRole('row', { name: /Şirket haberleri/ })).toBeVisible();

  await page.getByRole('button', { name: 'Dinamik alan ekle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Ad' }).fill(PART);
  await dialog.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Etkinlik ve eğitimler');
  await expect(dialog.getByRole('combobox', { name: 'Kaynak' })).toHaveText('Kategoriye göre duyurular');
  await dialog.getByRole('combobox', { name: 'Kategoriler' }).click();
  await page.getByRole('option', { name: 'Etkinlikler' }).click();
  await dialog.getByRole('combobox', { name: 'Kategoriler' }).click();
  await page.getByRole('option', { name: 'Eğitim' }).click();
  const size = dialog.getByRole('spinbutton', { name: 'Sayfa boyutu' });
  await size.fill('11');
  await expect(dialog.getByText('Sayfa boyutu: En fazla 10 olabilir')).toBeVisible();
  await size.fill('3');
  await expect(dialog.getByText('Sayfa boyutu: En fazla 10 olabilir')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Son N gün' }).check();
  await dialog.getByRole('spinbutton', { name: 'Son gün sayısı' }).fill('7');
  await dialog.getByLabel('Logo seç').setInputFiles(await png(page, 'logo.png'));
  await expect(dialog.getByRole('img', { name: 'Logo önizlemesi' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Başlık rengi' }).fill('#2E7D32');
  await dialog.getByRole('combobox', { name: 'Roller' }).click();
  await page.getByRole('option', { name: 'Personel' }).click();
  // who will see it: the role's active employees, counted by the server
  await expect(dialog.getByRole('status')).toContainText('etkin çalışan görecek.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Dinamik alan oluşturuldu')).toBeVisible();
  await expect(dialog).toBeHidden();

  // calisan1 (Personel) sees it in the app: the preview answers as the portal does
  await previewAsElif(page);
  await expect(page.getByRole('article', { name: 'Etkinlik ve eğitimler' })).toBeVisible();
  await openList(page);

  const row = page.getByRole('row', { name: new RegExp(PART) });
  await expect(row).toContainText('Etkinlik ve eğitimler');
  await expect(row).toContainText('Kategoriye göre duyurular');
  await expect(row).toContainText('Yayında');

  // the edit starts from what was stored: its categories, its window, its role
  await page.getByRole('button', { name: `${PART} düzenle` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('button', { name: 'Etkinlikler' })).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Eğitim' })).toBeVisible();
  await expect(edit.getByRole('radio', { name: 'Son N gün' })).toBeChecked();
  await expect(edit.getByRole('spinbutton', { name: 'Son gün sayısı' })).toHaveValue('7');
  await expect(edit.getByRole('button', { name: 'Personel' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Etkinlikler ve eğitimler');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Dinamik alan güncellendi')).toBeVisible();
  await expect(row).toContainText('Etkinlikler ve eğitimler');

  // a delete asks, naming it
  await page.getByRole('button', { name: `${PART} sil` }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(`"${PART}" silinecek. Emin misiniz?`);
  await ask.getByRole('button', { name: /Sil|Evet/ }).click();
  await expect(page.getByText('Dinamik alan silindi')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(PART) })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the dynamic parts screen and dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await openList(page);
    expect(await seriousViolations(page), 'dynamic parts').toEqual([]);
    await page.getByRole('button', { name: 'Dinamik alan ekle' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'Kategoriler' })).toBeVisible();
    expect(await seriousViolations(page), 'dynamic part dialog').toEqual([]);
  });
}

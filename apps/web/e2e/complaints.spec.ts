import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { stamp } from './support/people.ts';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';

test('complaints: read one in full, export every matching one to Excel and read the file back', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Şikayetler');
  await expect(page).toHaveURL(/#\/anonimmesaj\/sikayetler$/);
  const table = page.getByRole('table', { name: 'Şikayetler' });
  await expect(table.getByRole('row')).toHaveCount(6); // header + 5 per page
  await expect(page.getByText('1–5 / 60')).toBeVisible();

  // the detail shows the whole description
  const first = table.getByRole('row').nth(1);
  const type = (await first.getByRole('cell').first().textContent()) ?? '';
  await first.getByRole('button', { name: `${type} şikayetinin detayı` }).click();
  const detail = page.getByRole('dialog', { name: 'Şikayet detayı' });
  await expect(detail.getByText(type, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await detail.getByRole('button', { name: 'Kapat' }).click();
  await expect(detail).toHaveCount(0);

  // export: all 60 (not the 5 on screen), Turkish text intact, the '=' one kept as text
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Excel'e aktar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^şikayetler-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await file.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(61);
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Şikayet tipi', 'Açıklama', 'Oluşturma tarihi']);
  const descriptions: unknown[] = [];
  sheet?.eachRow((row, index) => index > 1 && descriptions.push(row.getCell(2).value));
  expect(descriptions.every((d) => typeof d === 'string')).toBe(true);
  expect(descriptions).toContain(
    '=SUM(A1:A9) hücresi gibi görünen bu metin Excel dosyasında da düz metin kalmalı.',
  );
  expect(descriptions.some((d) => String(d).includes('Öğle yemeğinde çıkan çorba'))).toBe(true);

  // the same search the list has: only matching complaints
  await page.getByRole('searchbox', { name: 'Ara' }).fill('klima');
  await expect(page.getByText(/^1–\d+ \/ \d+$/)).not.toHaveText('1–5 / 60');
  const shown = (await page.getByText(/^1–\d+ \/ \d+$/).textContent())?.split('/ ')[1];
  const filtered = page.waitForEvent('download');
  await page.getByRole('button', { name: "Excel'e aktar" }).click();
  const again = new ExcelJS.Workbook();
  await again.xlsx.load(fs.readFileSync(await (await filtered).path()) as unknown as ArrayBuffer);
  expect(again.worksheets[0]?.rowCount).toBe(Number(shown) + 1);
});

test('complaint types: create, rename, and a type in use cannot be deleted (an error toast)', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Şikayet tipleri');
  const name = `Tip ${stamp()}`;
  await page.getByRole('button', { name: 'Şikayet tipi ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Şikayet tipi ekle' });
  // an empty name: save says so under the field and focuses it
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Ad: Bu alan zorunludur')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Ad', exact: true })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Şikayet tipi oluşturuldu').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill('Yemekhane');
  await page.getByRole('button', { name: 'Yemekhane sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'kullanıldığı için silinemez' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('row', { name: /Yemekhane/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill(name);
  await page.getByRole('button', { name: `${name} sil` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Şikayet tipi silindi').first()).toBeVisible();
});

import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { openFromMenu, signedIn } from './support/session.ts';

/**
 * Issue 48, 28: every generic list exports what it shows (docs/exports.md, 'Every list'). The users list,
 * searched: the file is named after the screen, has the table's headers, and holds every matching row (not
 * the page), each as the table shows it.
 */
test('a generic list (users) exports its search to Excel, with the screen’s headers and rows', async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Kullanıcılar');
  await expect(page).toHaveURL(/#\/ayarlar\/kullanici\/kullanicilar$/);
  const table = page.getByRole('table', { name: 'Kullanıcılar' });
  await page.getByRole('searchbox', { name: 'Ara' }).fill('calisan');
  await expect(table.getByRole('row', { name: /calisan1@pano\.local/ })).toBeVisible();
  const shown = Number((await page.getByText(/^1–\d+ \/ \d+$/).textContent())?.split('/ ')[1]);
  expect(shown).toBeGreaterThanOrEqual(3);
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Excel'e aktar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kullanıcılar-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await file.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(shown + 1);
  const header = (sheet?.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(['Ad', 'Soyad', 'E-posta', expect.any(String), expect.any(String)]);
  // the table's own headers, in its order (the actions column aside)
  expect(headers.slice(0, header.length)).toEqual(header);
  const rows: unknown[][] = [];
  sheet?.eachRow((row, index) => index > 1 && rows.push((row.values as unknown[]).slice(1)));
  // the row as the table shows it (its department and role as named there)
  const shownRow = (
    await table
      .getByRole('row', { name: /calisan1@pano\.local/ })
      .getByRole('cell')
      .allTextContents()
  )
    .map((text) => text.trim())
    .slice(0, header.length);
  expect(rows).toContainEqual(shownRow);
  expect(shownRow.slice(0, 3)).toEqual(['Elif', 'Çalışkan', 'calisan1@pano.local']);
});

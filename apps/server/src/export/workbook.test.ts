import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './workbook.ts';

async function readBack(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('buildWorkbook', () => {
  it('writes headers and rows with Turkish text intact', async () => {
    const sheet = await readBack(
      await buildWorkbook(
        'Şikayetler',
        [{ header: 'Açıklama', value: (r: string) => r }],
        ['Çığ ŞÖÜ ığüşöç'],
      ),
    );
    expect(sheet.name).toBe('Şikayetler');
    expect(sheet.getCell('A1').value).toBe('Açıklama');
    expect(sheet.getCell('A2').value).toBe('Çığ ŞÖÜ ığüşöç');
    expect(sheet.rowCount).toBe(2);
  });

  it.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j as text, never a formula',
    async (text) => {
      const sheet = await readBack(
        await buildWorkbook('s', [{ header: 'h', value: (r: string) => r }], [text]),
      );
      const cell = sheet.getCell('A2');
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML stores a carriage return as a line feed; the text is otherwise unchanged
      expect(cell.value).toBe(text.replace('\r', '\n'));
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    },
  );
});

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
        [['Çığ ŞÖÜ ığüşöç']],
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
        await buildWorkbook('s', [{ header: 'h', value: (r: string) => r }], [[text]]),
      );
      const cell = sheet.getCell('A2');
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML stores a carriage return as a line feed; the text is otherwise unchanged
      expect(cell.value).toBe(text.replace('\r', '\n'));
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    },
  );

  it('writes the batches of an async iterable in order, header bold, widths and date format kept', async () => {
    async function* batches() {
      for (let b = 0; b < 3; b++) yield Array.from({ length: 4 }, (_, i) => b * 4 + i);
    }
    const when = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    const sheet = await readBack(
      await buildWorkbook(
        's',
        [
          { header: 'n', width: 8, value: (n: number) => n },
          { header: 'when', value: () => when },
        ],
        batches(),
      ),
    );
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(1).font).toEqual({ bold: true });
    expect(sheet.getColumn(1).width).toBe(8);
    expect(sheet.getColumn(2).width).toBe(20);
    expect(Array.from({ length: 12 }, (_, i) => sheet.getCell(`A${i + 2}`).value)).toEqual(
      Array.from({ length: 12 }, (_, i) => i),
    );
    expect(sheet.getCell('B13').value).toEqual(when);
    expect(sheet.getCell('B13').numFmt).toBe('dd.mm.yyyy hh:mm:ss');
  });
});

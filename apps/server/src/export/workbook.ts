import { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface SheetColumn<T> {
  /** The header, already in the caller's language. */
  header: string;
  width?: number;
  /** Its dates are days (a form's date answer): shown dd.mm.yyyy, without a time. */
  day?: boolean;
  value: (row: T) => CellValue;
}

/** Text a spreadsheet could take for a formula or a command (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The three styles a data cell can have, each one object shared by every cell that has it: the writer
 * remembers a style object it has seen, so a row costs no style work (a style per cell cost a third of
 * the time of a 100,000-row export).
 */
const STYLES: Record<'plain' | 'text' | 'date' | 'day', Partial<ExcelJS.Style>> = {
  plain: {},
  text: { numFmt: '@' },
  date: { numFmt: 'dd.mm.yyyy hh:mm:ss' },
  day: { numFmt: 'dd.mm.yyyy' },
};

function styleOf(value: ExcelJS.CellValue, day = false): Partial<ExcelJS.Style> {
  if (typeof value === 'string' && FORMULA_START.test(value)) return STYLES.text;
  if (value instanceof Date) return day ? STYLES.day : STYLES.date;
  return STYLES.plain;
}

/** A header that looks like a formula: bold, and text. */
const HEADER_TEXT: Partial<ExcelJS.Style> = { font: { bold: true }, numFmt: '@' };

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Rows<T> = AsyncIterable<readonly T[]> | Iterable<readonly T[]>;

/**
 * A real .xlsx of `batches` of rows, written as they come by ExcelJS's streaming writer: each row is
 * committed (turned into XML and handed to the zip) before the next batch is asked for, so memory holds one
 * batch and the compressed file, not a workbook of every row (docs/exports.md). Every value is written as
 * data, never as a formula: strings are string cells, and a string that starts with = + - @ tab or carriage
 * return also gets the Text number format ('@'), so even editing the cell in Excel keeps it text. Dates are
 * date cells (dd.mm.yyyy hh:mm:ss, or dd.mm.yyyy in a column of days).
 */
export async function buildWorkbook<T>(
  sheetName: string,
  columns: SheetColumn<T>[],
  batches: Rows<T>,
): Promise<Buffer> {
  // exceljs (several MB) loads with the first export, not at start (docs/performance.md)
  const { default: Excel } = await import('exceljs');
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  // inline strings: a shared-strings table would keep every distinct text in memory until the end
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Pano';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 20,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  // a header is text too: the panel gives some (a list's column labels, docs/exports.md)
  header.eachCell((cell) => {
    if (styleOf(cell.value) === STYLES.text) cell.style = HEADER_TEXT;
  });
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) {
      const added = sheet.addRow(columns.map((column) => column.value(row) ?? null));
      added.eachCell((cell, column) => {
        cell.style = styleOf(cell.value, columns[column - 1]?.day);
      });
      added.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

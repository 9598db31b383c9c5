import ExcelJS from 'exceljs';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface SheetColumn<T> {
  /** The header, already in the caller's language. */
  header: string;
  width?: number;
  value: (row: T) => CellValue;
}

/** Text a spreadsheet could take for a formula or a command (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A real .xlsx of `rows`. Every value is written as data, never as a formula: strings are string cells, and
 * a string that starts with = + - @ tab or carriage return also gets the Text number format ('@'), so even
 * editing the cell in Excel keeps it text (docs/exports.md).
 */
export async function buildWorkbook<T>(
  sheetName: string,
  columns: SheetColumn<T>[],
  rows: Iterable<T>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pano';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(columns.map((column) => column.value(row) ?? null));
    added.eachCell((cell) => {
      if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@';
      if (cell.value instanceof Date) cell.numFmt = 'dd.mm.yyyy hh:mm:ss';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

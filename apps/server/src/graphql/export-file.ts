import type { Kit } from './builder.ts';
import { ok, type Envelope } from '../kernel/envelope.ts';
import { buildWorkbook, XLSX_CONTENT_TYPE, type SheetColumn } from '../export/workbook.ts';

/** An exported file as the API answers it: the browser saves it under fileName. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  fileBase64String: string;
}

/** Most rows one export writes: every matching row up to this (docs/exports.md). */
export const EXPORT_MAX_ROWS = 100_000;

const refs = new WeakMap<Kit, ReturnType<typeof defineExportFile>>();

function defineExportFile(kit: Kit) {
  const file = kit.builder.objectRef<ExportFile>('ExportFile').implement({
    fields: (t) => ({
      fileName: t.exposeString('fileName'),
      contentType: t.exposeString('contentType'),
      fileBase64String: t.exposeString('fileBase64String'),
    }),
  });
  return kit.single('ExportFile', file);
}

/** The `ExportFileResult` envelope type of a schema (defined once per schema, shared by every export). */
export function exportFileResult(kit: Kit) {
  let ref = refs.get(kit);
  if (!ref) {
    ref = defineExportFile(kit);
    refs.set(kit, ref);
  }
  return ref;
}

/**
 * Writes the .xlsx as the batches of rows come (export/workbook.ts) and wraps it in the envelope; the name (in the caller's language, the contract's
 * `exportFiles.*`) gets today's date (`şikayetler-2026-11-21.xlsx`, `complaints-2026-11-21.xlsx`).
 */
export async function exportXlsx<T>(
  baseName: string,
  sheetName: string,
  columns: SheetColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Promise<Envelope<ExportFile>> {
  const buffer = await buildWorkbook(sheetName, columns, batches);
  return ok({
    fileName: `${baseName}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    fileBase64String: buffer.toString('base64'),
  });
}

import type { Kit } from './builder.ts';
import { ok, refuse, type Envelope } from '../kernel/envelope.ts';
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
 * The batches, once the first row is known to exist: none at all is `NothingToExport` (issue 26 §4.15: an
 * empty list says so instead of downloading a workbook of headers).
 */
async function nonEmpty<T>(batches: AsyncIterable<readonly T[]>): Promise<AsyncIterable<readonly T[]>> {
  const iterator = batches[Symbol.asyncIterator]();
  let first = await iterator.next();
  while (!first.done && first.value.length === 0) first = await iterator.next();
  if (first.done) throw refuse('NothingToExport', 'NothingToExport');
  const head = first.value;
  return (async function* () {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

/**
 * Writes the .xlsx as the batches of rows come (export/workbook.ts) and wraps it in the envelope; the name (in the caller's language, the contract's
 * `exportFiles.*`) gets today's date (`şikayetler-2026-11-21.xlsx`, `complaints-2026-11-21.xlsx`). No
 * matching row answers `NothingToExport` and no file.
 */
export async function exportXlsx<T>(
  baseName: string,
  sheetName: string,
  columns: SheetColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Promise<Envelope<ExportFile>> {
  const buffer = await buildWorkbook(sheetName, columns, await nonEmpty(batches));
  return ok({
    fileName: `${baseName}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    fileBase64String: buffer.toString('base64'),
  });
}

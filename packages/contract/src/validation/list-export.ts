import { z } from 'zod';

/**
 * How an exported column writes its values (docs/exports.md, 'Every list'): `text` as they come (numbers as
 * numbers), `day` as date cells of that day (dd.mm.yyyy), `time` as date cells to the second.
 */
export const EXPORT_COLUMN_KINDS = ['text', 'day', 'time'] as const;
export type ExportColumnKind = (typeof EXPORT_COLUMN_KINDS)[number];

/** The most columns one list export writes. */
export const MAX_EXPORT_COLUMNS = 40;

const name = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A value as the screen shows it: `true` → 'Evet', an enum's number → its name in the reader's language. */
export const exportLabelInput = z.object({
  value: z.string().max(200),
  label: z.string().max(200),
});

/** One column of the file: the row's field (dotted through relations), its header as the screen shows it. */
export const exportColumnInput = z.object({
  path: z
    .string()
    .max(200)
    .refine((path) => path.split('.').length <= 4 && path.split('.').every((part) => name.test(part)), {
      message: 'path',
    }),
  header: z.string().trim().min(1).max(200),
  kind: z.enum(EXPORT_COLUMN_KINDS).nullish(),
  labels: z.array(exportLabelInput).max(200).nullish(),
});

/**
 * `exportList(inputModel)`: a list of the main service (`announcements`, `users` …) exported as the screen
 * shows it: its pager (search, filters, sort; the page is ignored), its columns, the screen's name for the
 * file and the reader's time zone for dates.
 */
export const exportListInput = z.object({
  list: z.string().max(100).regex(name),
  pagerModel: z.record(z.string(), z.unknown()).nullish(),
  columns: z.array(exportColumnInput).min(1).max(MAX_EXPORT_COLUMNS),
  title: z.string().trim().max(100).nullish(),
  timeZone: z.string().max(64).nullish(),
});

export type ExportListInput = z.output<typeof exportListInput>;
export type ExportColumn = z.output<typeof exportColumnInput>;

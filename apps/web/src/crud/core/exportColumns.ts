import type { TFunction } from 'i18next';
import type { ExportColumnKind } from '@pano/contract';
import type { ColumnDefinition, ColumnExport } from './definition.ts';
import type { ColumnFormat } from './format.ts';

/** One column as `exportList` takes it (ExportColumnInput). */
export interface ExportColumnValue {
  path: string;
  header: string;
  kind?: ExportColumnKind;
  labels?: { value: string; label: string }[];
}

const KIND: Partial<Record<ColumnFormat, ExportColumnKind>> = {
  date: 'day',
  dateOrDash: 'day',
  dateTime: 'time',
  timestamp: 'time',
};

const YES_NO = { true: 'common.yes', false: 'common.no' };

/** The labels a column's values get: a dictionary object's entries, single keys, yes/no for booleans. */
function labelsOf(column: ColumnDefinition, t: TFunction): { value: string; label: string }[] {
  const own: ColumnExport = column.export || {};
  const keys = own.labelKeys ?? (column.format === 'boolean' || column.format === 'checkbox' ? YES_NO : {});
  const labels = Object.entries(keys).map(([value, key]) => ({ value, label: t(key) }));
  if (own.labelsKey) {
    const words: unknown = t(own.labelsKey, { returnObjects: true });
    if (typeof words === 'object' && words !== null)
      for (const [value, label] of Object.entries(words))
        if (typeof label === 'string') labels.push({ value, label });
  }
  return labels;
}

/**
 * The columns of a list's Excel file: the ones on the screen (not those marked `export: false`), each with
 * the header the table shows, dates as dates, and values named as the screen names them (Evet/Hayır, an
 * enum's words) in the reader's language.
 */
export function exportColumns(columns: readonly ColumnDefinition[], t: TFunction): ExportColumnValue[] {
  return columns
    .filter((column) => column.export !== false)
    .map((column) => {
      const kind = (column.export || undefined)?.kind ?? (column.format ? KIND[column.format] : undefined);
      const labels = labelsOf(column, t);
      return {
        path: column.path,
        header: t(column.labelKey ?? `contract:fields.${column.path}`),
        ...(kind ? { kind } : {}),
        ...(labels.length ? { labels } : {}),
      };
    });
}

import type { ExportColumn } from '@pano/contract';
import type { CellValue, SheetColumn } from './workbook.ts';

type Row = Record<string, unknown>;

/** The value at a dotted path of an answered row ('role.name'); a list of rows gives the list of values. */
export function valueAt(row: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    if (Array.isArray(node)) return node.map((item) => (item as Row | null)?.[part]);
    return typeof node === 'object' && node !== null ? (node as Row)[part] : undefined;
  }, row);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A time zone's formatter, made once per zone; an unknown zone throws a RangeError. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the reader's time zone is one this process knows ('Europe/Istanbul'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The clock on the reader's wall at `date`, as a Date whose UTC fields are that clock: a spreadsheet's date
 * has no zone, so the file shows the time the screen shows. Without a zone, UTC (as the other exports).
 */
function wallClock(date: Date, timeZone: string | undefined): Date {
  if (!timeZone) return date;
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day or a time as a date cell's value; a value that is not a date stays as it is. */
function dateCell(value: string | number, kind: 'day' | 'time', timeZone?: string): CellValue {
  // a calendar day ('2026-03-04') is that day in every zone
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const wall = wallClock(date, timeZone);
  if (kind === 'time') return wall;
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** One value as a cell: its label when the screen names it, a date for a day or time column, else itself. */
function cellOf(
  value: unknown,
  column: ExportColumn,
  labels: ReadonlyMap<string, string>,
  timeZone?: string,
): CellValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return value
      .map((item) => cellOf(item, column, labels, timeZone))
      .filter((item) => item !== null && item !== '')
      .map((item) => (item instanceof Date ? item.toISOString().slice(0, 10) : String(item)))
      .join(', ');
  const label = labels.get(String(value));
  if (label !== undefined) return label;
  const kind = column.kind ?? 'text';
  if (kind !== 'text' && (typeof value === 'string' || typeof value === 'number'))
    return dateCell(value, kind, timeZone);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * The panel's columns as the workbook writes them: its header (the screen's, in the reader's language),
 * each value by the column's kind and labels. Every text stays text (export/workbook.ts).
 */
export function listSheetColumns(columns: readonly ExportColumn[], timeZone?: string): SheetColumn<Row>[] {
  return columns.map((column) => {
    const labels = new Map((column.labels ?? []).map(({ value, label }) => [value, label]));
    return {
      header: column.header,
      day: column.kind === 'day',
      width: column.kind === 'time' ? 20 : Math.min(Math.max(column.header.length + 4, 14), 40),
      value: (row: Row) => cellOf(valueAt(row, column.path), column, labels, timeZone),
    };
  });
}

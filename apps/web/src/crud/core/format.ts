import type { TFunction } from 'i18next';
import { COORDINATE_DECIMALS } from '@pano/contract';

/**
 * How a column shows its value: dates as DD.MM.YYYY, date-times as DD.MM.YYYY HH:mm and timestamps (read and
 * acceptance times, to the second) as DD.MM.YYYY HH:mm:ss ('-' when empty), coordinates with 7 decimals, booleans as yes/no or as a read-only
 * checkbox.
 */
export type ColumnFormat =
  | 'text'
  | 'boolean'
  | 'checkbox'
  | 'date'
  | 'dateTime'
  | 'timestamp'
  | 'coordinate'
  /** DD.MM.YYYY, or '-' while there is none (a completed date, spec 002 §2). */
  | 'dateOrDash';

/** The value at a dotted path of a row ('country.name'). */
export function valueAt(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      row,
    );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY (spec 000 §9); an unreadable value shows as it is. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  // a calendar day ('2026-03-04') is that day in every time zone, not UTC midnight moved to local time
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * DD.MM.YYYY HH:mm in the browser's time: one date-time format in both languages (day, month, year, then the
 * 24-hour clock; issue 26 replaced the spec's 12-hour 'h:mm:ss a'); no value shows as '-'.
 */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(value)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A read or acceptance time as DD.MM.YYYY HH:mm:ss in the browser's time (spec 000 §2, §9); none is '-'. */
export function formatTimestamp(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(value)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formatCell(value: unknown, format: ColumnFormat, t: TFunction): string {
  if (format === 'dateTime') return formatDateTime(value);
  if (format === 'timestamp') return formatTimestamp(value);
  if (format === 'dateOrDash') return value ? formatDate(value) : '-';
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'boolean':
    case 'checkbox':
      return value === true ? t('common.yes') : t('common.no');
    case 'date':
      return formatDate(value);
    case 'coordinate':
      return typeof value === 'number' ? value.toFixed(COORDINATE_DECIMALS) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** '/tanimlama/sehir/:cityId/ilce' with { cityId: '6' } → '/tanimlama/sehir/6/ilce'. */
export function fillRoute(template: string, params: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

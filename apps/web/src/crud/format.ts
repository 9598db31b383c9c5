import type { TFunction } from 'i18next';
import { COORDINATE_DECIMALS } from '@pano/contract';
import type { ColumnFormat } from './types.ts';

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
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * DD.MM.YYYY, h:mm:ss a in the browser's time (spec 001 §9, moment's pattern: 12-hour clock, am/pm);
 * no value shows as '-'.
 */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${formatDate(value)}, ${clock} ${hours < 12 ? 'am' : 'pm'}`;
}

export function formatCell(value: unknown, format: ColumnFormat, t: TFunction): string {
  if (format === 'dateTime') return formatDateTime(value);
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

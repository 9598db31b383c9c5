import { formatDate } from '../../../crud/core/format.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY HH:mm in the browser's time (a request's moments); none is '-'. */
export function formatMinute(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatDate(value)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

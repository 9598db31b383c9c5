const pad = (value: number) => String(value).padStart(2, '0');

/** A read time as DD.MM.YYYY HH:mm:ss in the browser's time (spec 000 §2, §9); none is '-'. */
export function formatReadTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

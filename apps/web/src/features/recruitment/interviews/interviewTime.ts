const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The date-time box's text ('YYYY-MM-DDTHH:mm') of a moment, in the browser's time as every time of the
 * panel is shown (crud/core/format.ts).
 */
export function localWallTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment the box's text names in the browser's time, as the server takes it ('…Z'); empty stays empty. */
export function momentOf(wallTime: string): string {
  const date = new Date(wallTime);
  return wallTime === '' || Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

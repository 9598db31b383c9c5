/** Where today lies against an item's publish window (docs/navigation.md). */
export type PublishStatus = 'live' | 'scheduled' | 'expired';

/** The local calendar day, YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Before the start: scheduled; after the end: expired; otherwise (or with no window) live. */
export function publishStatus(startDate: unknown, endDate: unknown, day: string = today()): PublishStatus {
  if (typeof startDate === 'string' && startDate && day < startDate.slice(0, 10)) return 'scheduled';
  if (typeof endDate === 'string' && endDate && day > endDate.slice(0, 10)) return 'expired';
  return 'live';
}

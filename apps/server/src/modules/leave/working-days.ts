const DAY_MS = 86_400_000;

/** The longest request, first to last day: a year and a day (docs/leave.md). */
export const MAX_LEAVE_SPAN_DAYS = 366;

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Calendar days from the first to the last day, both included ('2026-03-02'…'2026-03-02' is 1). */
export function calendarDays(startDate: string, endDate: string): number {
  return Math.round((dayOf(endDate) - dayOf(startDate)) / DAY_MS) + 1;
}

/**
 * The working days a request counts: Monday to Friday between the first and the last day, both included.
 * Public holidays are not known to Pano and count as working days (docs/leave.md).
 */
export function workingDays(startDate: string, endDate: string): number {
  let count = 0;
  for (let time = dayOf(startDate); time <= dayOf(endDate); time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/**
 * Turkey's official holidays (Law 2429 on national holidays and general days off): the fixed ones every
 * year, the religious ones (Ramazan and Kurban Bayramı, as the Presidency of Religious Affairs publishes them)
 * for the years Pano knows. 28 October and each religious holiday's eve (arife) are half days.
 */
export interface OfficialHoliday {
  day: string;
  /** The dictionary key of its name (`holidayNames.<key>`). */
  key: string;
  isHalfDay: boolean;
  /** A religious holiday, whose date moves every year. */
  moving: boolean;
}

const FIXED: readonly [string, string, boolean][] = [
  ['01-01', 'newYear', false],
  ['04-23', 'sovereignty', false],
  ['05-01', 'labour', false],
  ['05-19', 'youth', false],
  ['07-15', 'democracy', false],
  ['08-30', 'victory', false],
  ['10-28', 'republicEve', true],
  ['10-29', 'republic', false],
];

/** The first day of each religious holiday, by year: Ramazan Bayramı 3 days, Kurban Bayramı 4. */
const RELIGIOUS: Readonly<Record<number, { ramazan: string; kurban: string }>> = {
  2025: { ramazan: '2025-03-30', kurban: '2025-06-06' },
  2026: { ramazan: '2026-03-20', kurban: '2026-05-27' },
  2027: { ramazan: '2027-03-09', kurban: '2027-05-16' },
};

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A religious holiday: its eve as a half day, then its days. */
function feast(first: string, length: number, key: string): OfficialHoliday[] {
  return [
    { day: addDays(first, -1), key: `${key}Eve`, isHalfDay: true, moving: true },
    ...Array.from({ length }, (_, index) => ({
      day: addDays(first, index),
      key: `${key}${String(index + 1)}`,
      isHalfDay: false,
      moving: true,
    })),
  ];
}

/** Whether a date is one of the fixed holidays (19 May 2027 is both Youth Day and a day of Kurban Bayramı). */
export const isFixedHoliday = (day: string): boolean => FIXED.some(([monthDay]) => day.endsWith(monthDay));

/** Whether the religious holidays of a year are known (else only the fixed ones are given). */
export const knowsReligiousHolidays = (year: number): boolean => year in RELIGIOUS;

/** The official holidays of a year, ordered by date. */
export function officialHolidays(year: number): OfficialHoliday[] {
  const fixed = FIXED.map(([monthDay, key, isHalfDay]) => ({
    day: `${String(year)}-${monthDay}`,
    key,
    isHalfDay,
    moving: false,
  }));
  const religious = RELIGIOUS[year];
  const moving = religious
    ? [...feast(religious.ramazan, 3, 'ramazan'), ...feast(religious.kurban, 4, 'kurban')]
    : [];
  return [...fixed, ...moving].sort((a, b) => a.day.localeCompare(b.day));
}

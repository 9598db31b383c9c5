import { and, asc, gte, lte } from 'drizzle-orm';
import type { HalfDay } from '@pano/contract';
import { holidays } from '../../db/tenant/leave.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { settingValue } from '../settings/setting-value.ts';

const DAY_MS = 86_400_000;

/** The longest request, first to last day: a year and a day (docs/leave.md). */
export const MAX_LEAVE_SPAN_DAYS = 366;

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Calendar days from the first to the last day, both included ('2026-03-02'…'2026-03-02' is 1). */
export function calendarDays(startDate: string, endDate: string): number {
  return Math.round((dayOf(endDate) - dayOf(startDate)) / DAY_MS) + 1;
}

/** What counts as a working day: the weekdays worked (0 Sunday … 6 Saturday) and the public holidays. */
export interface LeaveCalendar {
  weekdays: ReadonlySet<number>;
  /** Holidays by date: a full day off, or half a day (its afternoon). */
  holidays: ReadonlyMap<string, { name: string; isHalfDay: boolean }>;
}

const MONDAY_TO_FRIDAY = new Set([1, 2, 3, 4, 5]);
const MONDAY_TO_SATURDAY = new Set([1, 2, 3, 4, 5, 6]);

/** The tenant's calendar between two days: its working weekdays setting and its holidays. */
export async function leaveCalendar(
  db: TenantDb | TenantTx,
  startDate: string,
  endDate: string,
): Promise<LeaveCalendar> {
  const setting = await settingValue(db, 'leaveWorkingWeekdays');
  const rows = await db
    .select({ day: holidays.day, name: holidays.name, isHalfDay: holidays.isHalfDay })
    .from(holidays)
    .where(and(gte(holidays.day, startDate), lte(holidays.day, endDate)))
    .orderBy(asc(holidays.day));
  return {
    weekdays: setting === 'monSat' ? MONDAY_TO_SATURDAY : MONDAY_TO_FRIDAY,
    holidays: new Map(rows.map((row) => [row.day, { name: row.name, isHalfDay: row.isHalfDay }])),
  };
}

/** What a request counts: its working days, and the holidays that fell on its working weekdays. */
export interface CountedDays {
  days: number;
  holidayNames: string[];
}

/**
 * The working days a request counts (docs/leave.md): the calendar's working weekdays between the first and
 * the last day, both included, a full holiday left out and a half holiday counted as half a day (its morning).
 * A half-day request counts half of its one date: the morning of a half holiday is still half a day, its
 * afternoon is already off.
 */
export function countWorkingDays(
  startDate: string,
  endDate: string,
  calendar: LeaveCalendar,
  halfDay?: HalfDay | null,
): CountedDays {
  let days = 0;
  const holidayNames: string[] = [];
  for (let time = dayOf(startDate); time <= dayOf(endDate); time += DAY_MS) {
    if (!calendar.weekdays.has(new Date(time).getUTCDay())) continue;
    const holiday = calendar.holidays.get(new Date(time).toISOString().slice(0, 10));
    if (holiday) holidayNames.push(holiday.name);
    if (halfDay) days += holiday && (!holiday.isHalfDay || halfDay === 'afternoon') ? 0 : 0.5;
    else days += holiday ? (holiday.isHalfDay ? 0.5 : 0) : 1;
  }
  return { days, holidayNames };
}

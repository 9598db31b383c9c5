/**
 * Annual leave by seniority, Law 4857 (İş Kanunu) Article 53 (docs/leave.md): nothing before one full year
 * of service; 14 days from one up to five years, 20 from five up to fifteen, 26 from fifteen; at least 20
 * for an employee aged 18 or younger or 50 or older ("on sekiz ve daha küçük yaştaki işçilerle elli ve daha
 * yukarı yaştaki işçilere … yirmi günden az olamaz"). Pure: calendar days as 'YYYY-MM-DD'.
 */

/** The same month and day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const monthDay = day.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const shown = monthDay === '02-29' && !leap ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${shown}`;
}

/** Whole years from `from` to `day` (an anniversary counts on its day; 29 February's on 28 February). */
export function wholeYears(from: string, day: string): number {
  let years = Number(day.slice(0, 4)) - Number(from.slice(0, 4));
  if (addYears(from, years) > day) years -= 1;
  return years;
}

export interface ServiceYear {
  /** 0 for the first year of service, 1 from the first anniversary … */
  index: number;
  /** Its first day: the hire date or one of its anniversaries (the ledger's `leave_year`). */
  start: string;
  /** The first day of the next service year (not part of this one). */
  end: string;
}

/** The service year `index` (0: the first) of an employee hired on `hireDate`. */
export function serviceYear(hireDate: string, index: number): ServiceYear {
  return { index, start: addYears(hireDate, index), end: addYears(hireDate, index + 1) };
}

/** The service year a day falls in; null before the hire date. */
export function serviceYearOn(hireDate: string, day: string): ServiceYear | null {
  if (day < hireDate) return null;
  return serviceYear(hireDate, wholeYears(hireDate, day));
}

/** Days of annual leave for the years of service completed and the age, both at the year's first day. */
export function seniorityDays(serviceYears: number, age: number | null): number {
  if (serviceYears < 1) return 0;
  const byService = serviceYears < 5 ? 14 : serviceYears < 15 ? 20 : 26;
  const young = age !== null && age <= 18;
  const older = age !== null && age >= 50;
  return young || older ? Math.max(20, byService) : byService;
}

/** The law's figure for a service year: seniority and age taken on its first day (the anniversary). */
export function lawEntitlement(hireDate: string, birthDate: string | null, year: ServiceYear): number {
  const age = birthDate ? wholeYears(birthDate, year.start) : null;
  return seniorityDays(year.index, age);
}

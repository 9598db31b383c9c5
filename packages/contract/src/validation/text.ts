import { z } from 'zod';

/**
 * Characters that change how text looks without being seen: zero-width spaces and joiners, bidirectional
 * overrides and isolates (a name 'Ali\u202Egnp.exe' reads backwards), the byte-order mark. Names drop them.
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Control characters no input may carry (NUL breaks PostgreSQL text); tab, line feed and return are fine. */
const ALLOWED_CONTROL = new Set([9, 10, 13]);
const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && !ALLOWED_CONTROL.has(code)) || code === 127;
  });

export const stripInvisible = (value: string): string => value.replace(INVISIBLE, '');

/** The years a calendar day may lie in (birth dates to far plans); anything else is a typing slip or a probe. */
export const DAY_MIN_YEAR = 1900;
export const DAY_MAX_YEAR = 2999;

/**
 * A real calendar day written 'YYYY-MM-DD' and nothing else, its year DAY_MIN_YEAR…DAY_MAX_YEAR: '2023-02-31'
 * does not exist (JavaScript's Date.parse would roll it into March), '0000-01-01' is out of range, and
 * nothing may follow the day (Date.parse takes '2023-02-03 (…)' with anything in the brackets). The one
 * check of a day: every date the contract takes uses it (`isoDay`), and so do the servers' own checks.
 */
export function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DAY_MIN_YEAR || year > DAY_MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  // the 0th day of the next month is this month's last (UTC: no daylight-saving gaps)
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' of a real day ('Check the … field' otherwise). */
export const isoDay = z.string().refine(isRealDay, { message: 'realDay' });

/**
 * The fields of an input (any depth) whose text carries a control character, as zod issues naming each
 * field: every input is checked with this before its schema, on the server (the kernel's parseInput).
 */
export function controlCharacterIssues(input: unknown, path: (string | number)[] = []): z.core.$ZodIssue[] {
  if (typeof input === 'string')
    return hasControl(input)
      ? [{ code: 'custom', message: 'controlCharacters', path, input: undefined }]
      : [];
  if (Array.isArray(input))
    return input.flatMap((item, index) => controlCharacterIssues(item, [...path, index]));
  if (input && typeof input === 'object')
    return Object.entries(input).flatMap(([key, value]) => controlCharacterIssues(value, [...path, key]));
  return [];
}

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

/** A day that exists: '2023-02-31' does not (JavaScript's Date.parse would roll it into March). */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' of a real day ('Check the … field' otherwise). */
export const isoDay = z.string().refine(isRealDay, { message: 'checkField' });

/**
 * The fields of an input (any depth) whose text carries a control character, as zod issues naming each
 * field: every input is checked with this before its schema, on the server (the kernel's parseInput).
 */
export function controlCharacterIssues(input: unknown, path: (string | number)[] = []): z.core.$ZodIssue[] {
  if (typeof input === 'string')
    return hasControl(input) ? [{ code: 'custom', message: 'checkField', path, input: undefined }] : [];
  if (Array.isArray(input))
    return input.flatMap((item, index) => controlCharacterIssues(item, [...path, index]));
  if (input && typeof input === 'object')
    return Object.entries(input).flatMap(([key, value]) => controlCharacterIssues(value, [...path, key]));
  return [];
}

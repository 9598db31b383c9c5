import { z } from 'zod';

/** A GSM number is stored as the spec's 10 digits, the area code first ('5321234567'). */
export const GSM_LENGTH = 10;

/**
 * The ways people in Türkiye write a mobile number, reduced to the spec's 10 digits: spaces, dashes, dots
 * and brackets dropped, then a leading +90, 0090, 90 (before 10 more digits) or 0 taken off — '0532 123 45 67',
 * '05321234567', '+90 (532) 123-45-67', '532 123 4567' are all '5321234567'. Anything else comes back with
 * only its separators dropped, for the 10-digit rule to refuse.
 */
export function normalizeGsm(text: string): string {
  const compact = text.trim().replace(/[\s\-.()/]/g, '');
  const national = /^(?:\+90|0090|90(?=\d{10}$)|0)(\d{10})$/.exec(compact);
  return national?.[1] ?? compact;
}

/** Whether a text is a GSM number in any of those ways. */
export const isGsm = (text: string): boolean => /^\d{10}$/.test(normalizeGsm(text));

/** An optional GSM field: empty is null, any usual way of writing it is stored as 10 digits, else refused as 'gsm'. */
export const gsmInput = z
  .string()
  .max(32)
  .nullish()
  .transform((v) => (v?.trim() ? normalizeGsm(v) : null))
  .refine((v) => v === null || /^\d{10}$/.test(v), { message: 'gsm' });

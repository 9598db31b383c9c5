import { isRealDay } from '@pano/contract';

/**
 * What is typed into a day box, kept as DD.MM.YYYY: digits only, the dots put in as they are typed
 * ('04032026' → '04.03.2026'), at most eight digits.
 */
export function typedDay(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/** DD.MM.YYYY as a calendar day 'YYYY-MM-DD', or null when it is not a whole, real day. */
export function dayOf(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const day = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  return isRealDay(day) ? day : null;
}

import type { Language } from '../i18n/i18n.ts';

/** A moment in the employee's language: '08.12.2026 09:14' in Turkish, '12/8/26, 9:14 AM' in English. */
export function when(value: string | number | undefined | null, language: Language): string {
  if (value === undefined || value === null || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

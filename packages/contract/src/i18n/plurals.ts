import type { Language } from './languages.ts';
import { hasMessage } from './messages.ts';

const rules: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * The key of `count`'s plural form where the dictionary has one (i18next's `_one`, `_other` …), else the key
 * itself: `translate(lang, pluralKey(lang, 'requestTrail.reminder', 1), { count: 1 })` → '(1 person)'. Apart
 * from `translate`, so that the browser's first download (which has i18next's own plurals) does not carry it.
 */
export function pluralKey(lang: Language, key: string, count: number): string {
  const form = `${key}_${(rules[lang] ??= new Intl.PluralRules(lang)).select(count)}`;
  return hasMessage(form) ? form : key;
}

import { useCallback, useEffect } from 'react';
import { createStore, saved, useStore } from '../app/store.ts';
import en from './en.json';
import tr from './tr.json';

export type Language = 'tr' | 'en';
export const LANGUAGES: readonly Language[] = ['tr', 'en'];
type Dictionary = { [key: string]: string | Dictionary };
const DICTIONARIES: Record<Language, Dictionary> = { tr, en };

/** The device's language unless the employee chose one (docs/portal-app.md): Turkish unless it is English. */
export function deviceLanguage(): Language {
  const chosen = saved.get('language');
  if (chosen === 'tr' || chosen === 'en') return chosen;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const first = languages.find((tag) => /^(tr|en)\b/i.test(tag));
  return first?.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

export const languageStore = createStore<Language>(deviceLanguage());

export function chooseLanguage(language: Language): void {
  saved.set('language', language);
  languageStore.set(language);
}

export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A key's words in a language: `{{name}}` filled in; with `count`, the plural form (`key_one`, `key_other`). */
export function translate(language: Language, key: string, params: Params = {}): string {
  const dictionary = DICTIONARIES[language];
  const count = params.count;
  const plural =
    typeof count === 'number'
      ? (lookup(dictionary, `${key}_${new Intl.PluralRules(language).select(count)}`) ??
        lookup(dictionary, `${key}_other`))
      : undefined;
  const text = plural ?? lookup(dictionary, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The words of the current language; the page's `lang` follows it. */
export function useT(): { t: Translate; language: Language } {
  const language = useStore(languageStore);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const t = useCallback<Translate>((key, params) => translate(language, key, params), [language]);
  return { t, language };
}

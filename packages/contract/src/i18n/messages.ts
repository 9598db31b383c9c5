import tr from './tr.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export type Language = 'tr' | 'en';
export const LANGUAGES: readonly Language[] = ['tr', 'en'];
export const DEFAULT_LANGUAGE: Language = 'tr';

/** Shared dictionaries: response codes, validation texts and field labels, used by server and web. */
export const contractMessages = { tr, en } as const;

type Params = Record<string, string | number>;

function lookup(dict: unknown, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a dotted key of the shared dictionary; unknown keys come back as they are. */
export function translate(lang: Language, key: string, params: Params = {}): string {
  const text = lookup(contractMessages[lang], key) ?? lookup(contractMessages.tr, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A field's label in the caller's language, falling back to the field's own name. */
export function fieldLabel(lang: Language, field: string): string {
  return lookup(contractMessages[lang], `fields.${field}`) ?? field;
}

export function pickLanguage(header: string | null | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'tr';
}

import type { Language } from './languages.ts';

export * from './languages.ts';

/** One language's contract words: response codes, validation texts, field labels, enum names… */
export type ContractWords = Readonly<Record<string, unknown>>;

/**
 * The contract words each language has been given. The server and the tests take both at once
 * (`./dictionaries.ts`, part of the package's index); the browser installs only the language it shows, with
 * the rest of that language's words.
 */
const installed: Partial<Record<Language, ContractWords>> = {};

export function installContractMessages(lang: Language, words: ContractWords): void {
  installed[lang] = words;
}

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
  const text = lookup(installed[lang], key) ?? lookup(installed.tr, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Whether the dictionary has this key (in any installed language: the two have the same keys). */
export function hasMessage(key: string): boolean {
  return Object.values(installed).some((words) => lookup(words, key) !== undefined);
}

/** A field's label in the caller's language, falling back to the field's own name. */
export function fieldLabel(lang: Language, field: string): string {
  return lookup(installed[lang], `fields.${field}`) ?? field;
}

export function pickLanguage(header: string | null | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'tr';
}

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, installContractMessages, LANGUAGES, type Language } from '@pano/contract';
import { storage } from '../state/storage.ts';
import type { LanguageWords } from './languageWords.ts';

/**
 * The web's words (namespace `translation`: the shared words and each area's) and the contract's (namespace
 * `contract`: response codes, validation texts, field labels), so server and browser say the same words.
 * Each language is a chunk of its own (`bundles/`): the entry carries no words, and only the chosen language
 * is loaded (`startI18n` before the first screen, `setLanguage` on a switch).
 */
const bundles: Record<Language, () => Promise<LanguageWords>> = {
  tr: () => import('./bundles/tr.ts').then((module) => module.words),
  en: () => import('./bundles/en.ts').then((module) => module.words),
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const stored = storage.get<string>('language');
const initial: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

void i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  defaultNS: 'translation',
  ns: ['translation', 'contract'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

i18n.services.formatter?.add('lowercase', (value: unknown, lng: string | undefined) =>
  String(value).toLocaleLowerCase(lng),
);

/** Loads a language's words once; later calls answer at once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const words = await bundles[language]();
  i18n.addResourceBundle(language, 'translation', words.translation, true, true);
  i18n.addResourceBundle(language, 'contract', words.contract, true, true);
  // the contract's own `translate` and `describeIssue` (dialog messages) read the same words
  installContractMessages(language, words.contract);
}

function syncDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('app.documentTitle');
}

/** Loads the remembered (or default) language; the app renders after it. */
export async function startI18n(): Promise<void> {
  await loadLanguage(initial);
  syncDocument(initial);
  i18n.on('languageChanged', syncDocument);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface language (its words load first) and remembers it in the browser. */
export async function setLanguage(language: Language): Promise<void> {
  storage.set('language', language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };

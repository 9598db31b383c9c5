import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contractMessages, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pano/contract';
import { storage } from '../state/storage.ts';
import { sharedDictionaries } from './dictionaries.ts';
import { mergeDictionaries, type Dictionary } from './mergeDictionaries.ts';

/**
 * The web's dictionaries (namespace `translation`: the shared words, then each area's, see
 * `addAreaDictionaries`) plus the contract's (namespace `contract`: response codes, validation texts, field
 * labels), so server and browser say the same words.
 */
const resources = {
  tr: { translation: sharedDictionaries.tr, contract: contractMessages.tr },
  en: { translation: sharedDictionaries.en, contract: contractMessages.en },
};

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const stored = storage.get<string>('language');
const initial: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

void i18n.use(initReactI18next).init({
  resources,
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

function syncDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('app.documentTitle');
}
syncDocument(initial);
i18n.on('languageChanged', syncDocument);

/** One area's words in every language. */
export type LanguageDictionaries = Readonly<Record<Language, Dictionary>>;

/**
 * Adds the areas' words to the shared ones (the app calls it once, before the first screen). An area may
 * add to a shared section such as `entities`, but a text defined twice is an error, never an override.
 */
export function addAreaDictionaries(areas: readonly LanguageDictionaries[]): void {
  for (const language of LANGUAGES) {
    const merged = mergeDictionaries(sharedDictionaries[language], ...areas.map((area) => area[language]));
    i18n.addResourceBundle(language, 'translation', merged, false, true);
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers it in the browser. */
export function setLanguage(language: Language): void {
  storage.set('language', language);
  void i18n.changeLanguage(language);
}

export { i18n };

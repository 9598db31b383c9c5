import type { ContractWords } from '@pano/contract';
import { mergeDictionaries, type Dictionary } from './mergeDictionaries.ts';

/** One language's words: i18next's `translation` namespace (shared + every area's) and `contract`. */
export interface LanguageWords {
  translation: Dictionary;
  contract: ContractWords;
  /** Each area's own words by file, for the test that compares the two languages area by area. */
  areas: Readonly<Record<string, Dictionary>>;
}

/**
 * Puts a language together. Each area keeps its words beside its screens (`features/<area>/i18n/<lang>.json`);
 * an area may add to a shared section such as `entities`, but a text defined twice is an error.
 */
export function languageWords(
  shared: Dictionary,
  areas: Readonly<Record<string, Dictionary>>,
  contract: ContractWords,
): LanguageWords {
  return { translation: mergeDictionaries(shared, ...Object.values(areas)), contract, areas };
}

import contract from '@pano/contract/i18n/en.json' with { type: 'json' };
import shared from '../en.json' with { type: 'json' };
import type { Dictionary } from '../mergeDictionaries.ts';
import { languageWords } from '../languageWords.ts';

/** Every English word of the panel: one chunk, loaded before the first screen when English is chosen. */
export const words = languageWords(
  shared,
  import.meta.glob<Dictionary>('../../features/*/i18n/en.json', { eager: true, import: 'default' }),
  contract,
);

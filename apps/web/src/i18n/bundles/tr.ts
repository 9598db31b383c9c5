import contract from '@pano/contract/i18n/tr.json' with { type: 'json' };
import shared from '../tr.json' with { type: 'json' };
import type { Dictionary } from '../mergeDictionaries.ts';
import { languageWords } from '../languageWords.ts';

/** Every Turkish word of the panel: one chunk, loaded before the first screen when Turkish is chosen. */
export const words = languageWords(
  shared,
  import.meta.glob<Dictionary>('../../features/*/i18n/tr.json', { eager: true, import: 'default' }),
  contract,
);

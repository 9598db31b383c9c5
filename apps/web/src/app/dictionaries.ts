import { AREAS } from '../features/areas.ts';
import { addAreaDictionaries } from '../i18n/i18n.ts';

/** Gives i18next every area's words (the list of areas), before the first screen renders. */
export function installAreaDictionaries(): void {
  addAreaDictionaries(AREAS.map((area) => area.dictionaries));
}

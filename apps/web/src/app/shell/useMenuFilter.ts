import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pano/contract';
import { loadLanguage } from '../../i18n/i18n.ts';
import { entryText, filterMenu, matchesWords } from './menuFilter.ts';
import type { ShownItem } from './menuModel.ts';

/**
 * The side menu narrowed to the entries whose words — the title and the search words (`menuSearch.<id>`), in
 * either language: 'complaints' finds 'Şikayetler' in Turkish, 'mülakat' finds 'Adaylar' — contain every
 * word typed; the whole menu while nothing is. The other language's words load with the first letter typed
 * (its chunk, as a switch of language would); until then the shown language's words are matched.
 */
export function useMenuFilter(menu: readonly ShownItem[], query: string): ShownItem[] {
  const { t, i18n } = useTranslation();
  const [both, setBoth] = useState(false);
  const filtering = query.trim() !== '';
  useEffect(() => {
    if (!filtering || both) return;
    let current = true;
    void Promise.all(LANGUAGES.map(loadLanguage)).then(() => current && setBoth(true));
    return () => {
      current = false;
    };
  }, [filtering, both]);
  return useMemo(() => {
    if (!filtering) return [...menu];
    const languages = both ? LANGUAGES.map((language) => i18n.getFixedT(language)) : [t];
    return filterMenu(menu, (titleKey) =>
      matchesWords(
        query,
        languages.map((translate) => entryText((key) => translate(key, { defaultValue: '' }), titleKey)),
      ),
    );
  }, [menu, query, filtering, both, t, i18n]);
}

import type { z } from 'zod';
import { CATEGORY_ICONS, LANGUAGES, SEARCH_MIN_LENGTH, translate, type iconPagerInput } from '@pano/contract';
import { ok, type Envelope } from '../../kernel/envelope.ts';

export interface Icon {
  name: string;
}

/** Case and Turkish dotted/dotless i folded away (İ, I, ı and i all match i), as the lists search. */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\u0307/g, '');

/** What an icon is found by: its name and its keywords in every language (the contract's `icons.*`). */
const SEARCHED = new Map(
  CATEGORY_ICONS.map((name) => [
    name,
    fold([name, ...LANGUAGES.map((language) => translate(language, `icons.${name}`))].join(' ')),
  ]),
);

/**
 * One page of the category icons, searched (3+ characters, case-insensitive contains) in the name and the
 * Turkish and English keywords, so 'kupa' and 'trophy' both find EmojiEvents.
 */
export async function listIcons(
  _op: unknown,
  pager: z.output<typeof iconPagerInput>,
): Promise<Envelope<Icon[]>> {
  const search = fold(pager.searchText?.trim() ?? '');
  const matching = CATEGORY_ICONS.filter(
    (name) => search.length < SEARCH_MIN_LENGTH || (SEARCHED.get(name) ?? '').includes(search),
  );
  const start = (pager.pageNumber - 1) * pager.pageSize;
  const page = matching.slice(start, start + pager.pageSize).map((name) => ({ name }));
  return ok(page, matching.length);
}

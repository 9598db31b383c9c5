import { CATEGORY_ICONS, SEARCH_MIN_LENGTH, iconPagerInput } from '@pano/contract';
import { ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';

export interface Icon {
  name: string;
}

/** One page of the category icons, searched by name (3+ characters, case-insensitive contains). */
export function listIcons(input: unknown): Envelope<Icon[]> {
  const pager = parseInput(iconPagerInput, input ?? {});
  const search = pager.searchText?.trim().toLowerCase() ?? '';
  const matching = CATEGORY_ICONS.filter(
    (name) => search.length < SEARCH_MIN_LENGTH || name.toLowerCase().includes(search),
  );
  const start = (pager.pageNumber - 1) * pager.pageSize;
  const page = matching.slice(start, start + pager.pageSize).map((name) => ({ name }));
  return ok(page, matching.length);
}

import type { z } from 'zod';
import { CATEGORY_ICONS, SEARCH_MIN_LENGTH, type iconPagerInput } from '@pano/contract';
import { ok, type Envelope } from '../../kernel/envelope.ts';

export interface Icon {
  name: string;
}

/** One page of the category icons, searched by name (3+ characters, case-insensitive contains). */
export async function listIcons(
  _op: unknown,
  pager: z.output<typeof iconPagerInput>,
): Promise<Envelope<Icon[]>> {
  const search = pager.searchText?.trim().toLowerCase() ?? '';
  const matching = CATEGORY_ICONS.filter(
    (name) => search.length < SEARCH_MIN_LENGTH || name.toLowerCase().includes(search),
  );
  const start = (pager.pageNumber - 1) * pager.pageSize;
  const page = matching.slice(start, start + pager.pageSize).map((name) => ({ name }));
  return ok(page, matching.length);
}

import { FORM_ELEMENTS, SEARCH_MIN_LENGTH, translate, type CatalogPager } from '@pano/contract';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

export interface FormElementView {
  id: number;
  code: string;
  name: string;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('tr');

/**
 * The builder's element types (spec 001 §7 'Form elements: list with pager'): a fixed catalogue named in the
 * caller's language; the pager gives a page of it (all of it without a page size) and the total, a search
 * text of 3+ characters filters by code or name.
 */
export async function formElements(
  { lang }: OperationContext,
  pager: CatalogPager,
): Promise<Envelope<FormElementView[]>> {
  const search = fold(pager.searchText ?? '');
  const rows = FORM_ELEMENTS.map(({ id, code }) => ({
    id,
    code,
    name: translate(lang, `formElement.${code}`),
  })).filter((row) => search.length < SEARCH_MIN_LENGTH || fold(`${row.code} ${row.name}`).includes(search));
  const size = pager.pageSize ?? rows.length;
  const start = (pager.pageNumber - 1) * size;
  return ok(rows.slice(start, start + size), rows.length);
}

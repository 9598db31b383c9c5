import { request } from '../../graphql/client.ts';
import type { ListEnvelope } from '../core/documents.ts';
import type { OptionItem, OptionSource, Pager } from '../core/optionTypes.ts';
import { optionsDocument } from '../core/options.ts';
import { optionOf, type Row } from '../core/row.ts';

export interface OptionPage {
  options: OptionItem[];
  total: number;
  envelope: ListEnvelope<Row>;
}

/** One page of a source as choices. */
export async function fetchOptions(
  source: OptionSource,
  pager: Pager,
  signal?: AbortSignal,
): Promise<OptionPage> {
  const envelope = await request('main', optionsDocument(source), { pagerModel: pager }, { signal });
  const rows = envelope.isSuccess ? (envelope.data ?? []) : [];
  return {
    options: rows.map((row) => optionOf(row, source)),
    total: envelope.totalItemCount ?? rows.length,
    envelope,
  };
}

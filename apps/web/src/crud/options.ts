import { request } from '../graphql/client.ts';
import type { Envelope } from '../graphql/envelope.ts';
import { listDocumentOf } from './documents.ts';
import { labelOf } from './memberships.ts';
import type { OptionItem, OptionSource } from './optionTypes.ts';
import type { Row } from './types.ts';

export type Pager = Record<string, string | number | boolean>;

/** The list document of a source: ids and the label's paths. */
export function optionsDocument(source: OptionSource): string {
  return listDocumentOf(source, ['id', ...source.label]);
}

/** Cached under the list's name, so a change to roles (which clears `roles`) refreshes every roles select. */
export function optionsQueryKey(source: OptionSource, pager: Pager): unknown[] {
  return [source.listQuery, pager, 'options'];
}

export interface OptionPage {
  options: OptionItem[];
  total: number;
  envelope: Envelope<Row[]>;
}

/** One page of a source as choices. */
export async function fetchOptions(
  source: OptionSource,
  pager: Pager,
  signal?: AbortSignal,
): Promise<OptionPage> {
  const envelope = await request<Row[]>('main', optionsDocument(source), { pagerModel: pager }, { signal });
  const rows = envelope.isSuccess ? (envelope.data ?? []) : [];
  return {
    options: rows.map((row) => ({ id: row.id, label: labelOf(row, source.label) })),
    total: envelope.totalItemCount ?? rows.length,
    envelope,
  };
}

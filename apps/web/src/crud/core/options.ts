import { listDocumentOf, type ListDocument } from './documents.ts';
import type { OptionSource, Pager } from './optionTypes.ts';

/** The list document of a source: ids, the label's paths and the detail's. */
export function optionsDocument(source: OptionSource): ListDocument {
  return listDocumentOf(source.api, ['id', ...source.label, ...(source.detail ?? [])]);
}

/** Cached under the list's name, so a change to roles (which clears `roles`) refreshes every roles select. */
export function optionsQueryKey(source: OptionSource, pager: Pager): unknown[] {
  return [source.api.list, pager, 'options'];
}

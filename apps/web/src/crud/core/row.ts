import { valueAt } from './format.ts';
import type { OptionItem, OptionSource } from './optionTypes.ts';

/** A row as a list answers it: an id and whatever the definition selected. */
export type Row = { id: number } & Record<string, unknown>;

/** The label of a record from paths joined with a space (`['name', 'surname']` → 'Ada Yılmaz'). */
export function labelOf(record: unknown, paths: readonly string[]): string {
  return paths
    .map((path) => valueAt(record, path))
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');
}

/** A row as a choice: its label, and the details that tell it apart (`OptionSource.detail`). */
export function optionOf(row: Row, source: OptionSource): OptionItem {
  const detail = (source.detail ?? [])
    .map((path) => labelOf(row, [path]))
    .filter(Boolean)
    .join(' · ');
  return { id: row.id, label: labelOf(row, source.label), ...(detail ? { detail } : {}) };
}

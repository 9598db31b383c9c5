import { valueAt } from './format.ts';

/** A row as a list answers it: an id and whatever the definition selected. */
export type Row = { id: number } & Record<string, unknown>;

/** The label of a record from paths joined with a space (`['name', 'surname']` → 'Ada Yılmaz'). */
export function labelOf(record: unknown, paths: readonly string[]): string {
  return paths
    .map((path) => valueAt(record, path))
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');
}

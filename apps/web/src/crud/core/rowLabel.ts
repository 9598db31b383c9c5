import type { EntityDefinition } from './definition.ts';
import { labelOf, type Row } from './row.ts';

/**
 * The paths a row's name is made of, when the definition names its rows (`rowLabel`, `rowName`) or they have
 * a `name` column: a phone card is titled by that name instead of its first column. Null otherwise.
 */
export function rowTitlePaths(definition: EntityDefinition): readonly string[] | null {
  const { rowLabel: paths, rowName, columns } = definition.list;
  if (paths || rowName) return paths ?? [];
  return columns.some((column) => column.path === 'name') ? ['name'] : null;
}

/** How a row is named in its icons' labels and the delete question: `rowLabel` paths, else its name or id. */
export function rowLabel(definition: EntityDefinition, row: Row): string {
  if (definition.list.rowName) return definition.list.rowName(row);
  return labelOf(row, definition.list.rowLabel ?? ['name']) || String(row.id);
}

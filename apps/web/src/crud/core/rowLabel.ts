import type { EntityDefinition } from './definition.ts';
import { labelOf, type Row } from './row.ts';

/** How a row is named in its icons' labels and the delete question: `rowLabel` paths, else its name or id. */
export function rowLabel(definition: EntityDefinition, row: Row): string {
  if (definition.list.rowName) return definition.list.rowName(row);
  return labelOf(row, definition.list.rowLabel ?? ['name']) || String(row.id);
}

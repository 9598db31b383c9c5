import { labelOf } from './memberships.ts';
import type { EntityDefinition, Row } from './types.ts';

/** How a row is named in its icons' labels and the delete question: `rowLabel` paths, else its name or id. */
export function rowLabel(definition: EntityDefinition, row: Row): string {
  return labelOf(row, definition.rowLabel ?? ['name']) || String(row.id);
}

/** The entity dictionaries' key of a type name: `User` → `user`, `WorkflowRequest` → `workflowRequest`. */
export const entityKey = (typeName: string) => typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** One field's change as the history stores it. */
export interface FieldChange {
  old?: unknown;
  new?: unknown;
}

/** A stored value as text: nothing is '—', a hashed text says its length, a structure is JSON. */
export function changeText(value: unknown, hashed: (length: number) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'object') {
    const { sha256, length } = value as { sha256?: unknown; length?: unknown };
    if (typeof sha256 === 'string' && typeof length === 'number') return hashed(length);
    return JSON.stringify(value);
  }
  return String(value);
}

/** The changed fields of a row, in the order they were stored. */
export function changesOf(row: Readonly<Record<string, unknown>>): [string, FieldChange][] {
  const changes = row.changes;
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, FieldChange>);
}

/** The names behind a row's changed references ({departmentId: {old: 'Satış', new: 'Muhasebe'}}). */
export function namesOf(
  row: Readonly<Record<string, unknown>>,
): Record<string, { old?: string; new?: string }> {
  const names = row.names;
  return names && typeof names === 'object' ? (names as Record<string, { old?: string; new?: string }>) : {};
}

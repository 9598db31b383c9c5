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

/**
 * The contract's catalogue a stored value is a key of, by the record's type and field ('state' of an offer
 * is an applicantOfferStatus): the dialog shows the catalogue's word instead of the key.
 */
const CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ApplicantOffer: { state: 'applicantOfferStatus' },
  DisciplineCase: { state: 'disciplineCaseState', outcome: 'disciplineOutcome' },
  StaffDemand: { state: 'staffDemandState' },
  WorkflowRequest: { state: 'requestState', kind: 'requestKind' },
};
/** Fields that name the same catalogue whatever the record. */
const FIELD_CATALOGS: Readonly<Record<string, string>> = {
  managerLevel: 'managerLevel',
  permissionStatusId: 'permissionStatus',
  formStatusId: 'formStatus',
  answerType: 'answerType',
  leaveDraw: 'leaveDraw',
};

/** The contract dictionary key of a stored catalogue value, or undefined when the field has none. */
export function catalogKey(entity: string, field: string, value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const catalog = CATALOGS[entity]?.[field] ?? FIELD_CATALOGS[field];
  return catalog ? `contract:${catalog}.${value}` : undefined;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How a stored value reads: as a yes/no, a day, a moment or a catalogue word where it is one. */
export type ValueKind = 'boolean' | 'date' | 'dateTime' | 'text';
export function valueKind(value: unknown): ValueKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string' && ISO_TIME.test(value)) return 'dateTime';
  if (typeof value === 'string' && ISO_DAY.test(value)) return 'date';
  return 'text';
}

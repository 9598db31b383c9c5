import type { EntityDefinition } from './definition.ts';
import { valueNames, type FieldDefinition, type FormValues, type MutationMode } from './fieldTypes.ts';
import type { MembershipLink } from './membershipDiff.ts';
import type { Row } from './row.ts';

/** What a dialog starts from besides its row: the route's parent (`userId`) and the current links. */
export interface FormStart {
  fixed?: FormValues;
  links?: Readonly<Record<string, readonly MembershipLink[]>>;
}

function emptyValue(field: FieldDefinition): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.kind) {
    case 'switch':
      return false;
    case 'recipients':
      return [];
    case 'picker':
      return field.multiple ? [] : null;
    case 'select':
    case 'number':
    case 'date':
      return null;
    case 'coordinate':
      return undefined;
    default:
      return '';
  }
}

function rowValue(field: FieldDefinition, name: string, row: Row): unknown {
  const value = field.fromRow ? field.fromRow(row) : row[field.readFrom ?? name];
  if (value === null || value === undefined) return emptyValue(field);
  // A date column may come back as a timestamp: the date box takes 'YYYY-MM-DD'.
  return field.kind === 'date' ? String(value).slice(0, 10) : value;
}

/**
 * A create dialog starts from the fields' defaults; an edit dialog from the row (with its id). Pickers of
 * memberships start from the current links; fixed values (the parent's id) are added to both.
 */
export function initialValues(
  definition: EntityDefinition,
  fields: readonly FieldDefinition[],
  mode: MutationMode,
  row?: Row,
  start: FormStart = {},
): FormValues {
  const editing = mode === 'update' && row;
  const values: FormValues = Object.fromEntries(
    fields.flatMap((field) =>
      valueNames(field).map((name) => [name, editing ? rowValue(field, name, row) : emptyValue(field)]),
    ),
  );
  for (const [field, links] of Object.entries(start.links ?? {}))
    values[field] = links.map((link) => link.memberId);
  if (!editing) return { ...values, ...start.fixed };
  return {
    id: row.id,
    ...values,
    ...(definition.hasActive ? { isActive: row.isActive === true } : {}),
    ...(typeof row.rowVersion === 'string' ? { rowVersion: row.rowVersion } : {}),
    ...start.fixed,
  };
}

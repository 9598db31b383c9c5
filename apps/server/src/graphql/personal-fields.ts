import { permissionKey, type Permission } from '@pano/contract';
import type { Session } from '../request/context.ts';
import type { Loaders } from '../request/loaders.ts';
import { heldPermissions } from '../request/role-permissions.ts';

/**
 * The personal fields of a type that exposes a person (docs/security.md, 2), declared once with the type
 * (an entity's `personal`): identity numbers, phone, birth and hire dates, entitlement, device ids.
 */
export interface PersonalFields {
  fields: readonly string[];
  /** What opens them on the panel: the people area's `read`, or the area's own (an applicant's: recruitment). */
  permission: Permission;
  /** The field holding the person's user id: a person reads their own values without the permission. */
  owner?: string;
}

/** Who asks: the request's session (none: nobody reads them) and loaders (the permissions read once). */
export interface PersonalReader {
  session: Session | null;
  loaders: Loaders;
}

/** Every type's personal fields by type name, as the schemas declare them (the same in every schema). */
const byType = new Map<string, PersonalFields>();

/** Declares a type's personal fields (registerEntity does it for an entity's `personal`). */
export function declarePersonal(typeName: string, personal: PersonalFields): void {
  byType.set(typeName, personal);
}

/** A type's personal fields (the history masks a person's changes by the entity's type name). */
export const personalFieldsOf = (typeName: string): PersonalFields | undefined => byType.get(typeName);

/** Every declared type with its personal fields (the personal-data walk reads them). */
export const personalTypes = (): ReadonlyMap<string, PersonalFields> => byType;

/**
 * Whether the caller may read a person's personal fields: their own (the owner is the signed-in user, on
 * the panel or the portal), or a panel user whose role holds the permission. An employee on the portal
 * never reads another person's.
 */
export async function mayReadPersonal(
  { session, loaders }: PersonalReader,
  personal: PersonalFields,
  ownerId?: unknown,
): Promise<boolean> {
  if (!session) return false;
  if (ownerId !== undefined && ownerId === session.userId) return true;
  if (session.kind !== 'panel') return false;
  return (await heldPermissions(session, loaders)).has(permissionKey(personal.permission));
}

/**
 * The field-level guard: a personal field's resolver answering null to a caller who may not read it (its
 * GraphQL type is nullable for that reason); any other field's resolver as it is.
 */
export function guardPersonal<R extends Record<string, unknown>, C extends PersonalReader>(
  personal: PersonalFields | undefined,
  field: string,
  resolve: (row: R, args: unknown, ctx: C) => unknown,
): (row: R, args: unknown, ctx: C) => unknown {
  if (!personal?.fields.includes(field)) return resolve;
  const owner = personal.owner;
  return async (row, args, ctx) =>
    (await mayReadPersonal(ctx, personal, owner ? row[owner] : undefined)) ? resolve(row, args, ctx) : null;
}

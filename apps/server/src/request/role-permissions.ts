import { eq } from 'drizzle-orm';
import {
  permissionKey,
  translate,
  type Language,
  type Permission,
  type PermissionAction,
} from '@pano/contract';
import { DomainError } from '../kernel/envelope.ts';
import { users } from '../db/tenant/users.table.ts';
import { rolePermissions } from '../db/tenant/permissions.table.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { Loaders } from './loaders.ts';

/** What an operation of the main service needs: a permission of an area, or only a signed-in panel user. */
export type OperationPermission = { area: string; action: PermissionAction } | 'signedIn';

/** Read once per request (keyed by its loaders): a change to a role counts from its users' next request. */
const held = new WeakMap<Loaders, Promise<ReadonlySet<string>>>();

/** The permissions of a user's role as rows (none without a role). */
export async function permissionsOfUser(db: TenantDb, userId: number): Promise<Permission[]> {
  return db
    .select({ area: rolePermissions.area, action: rolePermissions.action })
    .from(rolePermissions)
    .innerJoin(users, eq(users.roleId, rolePermissions.roleId))
    .where(eq(users.id, userId))
    .orderBy(rolePermissions.area, rolePermissions.action);
}

/** The signed-in panel user's permissions (`area.action`), read once per request. */
export function heldPermissions(
  session: { db: TenantDb; userId: number },
  loaders: Loaders,
): Promise<ReadonlySet<string>> {
  let found = held.get(loaders);
  if (!found) {
    found = permissionsOfUser(session.db, session.userId).then((rows) => new Set(rows.map(permissionKey)));
    held.set(loaders, found);
  }
  return found;
}

/** A permission as a person reads it: 'Duyurular ve kategoriler — Silme'. */
export const permissionLabel = (lang: Language, { area, action }: Permission): string =>
  `${translate(lang, `permissions.areas.${area}`)} — ${translate(lang, `permissions.actions.${action}`)}`;

/** The refusal naming the missing permission in the caller's language. */
export const forbidden = (lang: Language, permission: Permission): DomainError =>
  new DomainError('Forbidden', { permission: permissionLabel(lang, permission) });

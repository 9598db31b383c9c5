import { asc, eq } from 'drizzle-orm';
import {
  permissionKey,
  roleResource,
  type Permission,
  type rolePermissionsInput,
  type setRolePermissionsInput,
} from '@pano/contract';
import type { z } from 'zod';
import { DomainError, ok, refuse, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { forbidden, forgetHeldPermissions, heldPermissions } from '../../request/role-permissions.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { rolePermissions } from '../../db/tenant/permissions.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';
import { isKnownPermission } from './permission-catalog.ts';
import { byArea, grantPermissions } from './grant-permissions.ts';
import { keepingAdministrator } from './administrators.ts';
import { assertRoleChangeable } from './role-within.ts';
import { actorOf, recordChange } from '../../crud/record-change.ts';

async function roleExists(op: OperationContext, roleId: number): Promise<void> {
  const [role] = await op.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw new DomainError('NotFound');
}

async function permissionsOfRole(db: TenantDb, roleId: number): Promise<Permission[]> {
  return db
    .select({ area: rolePermissions.area, action: rolePermissions.action })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.area), asc(rolePermissions.action));
}

/** A role's matrix: the permissions it holds (`rolePermissions(roleId)`). */
export async function readRolePermissions(
  op: OperationContext,
  { roleId }: z.output<typeof rolePermissionsInput>,
): Promise<Envelope<Permission[]>> {
  await roleExists(op, roleId);
  const rows = await permissionsOfRole(op.db, roleId);
  return ok(rows, rows.length);
}

/**
 * Replaces a role's matrix (`setRolePermissions`). Every permission must exist; the caller must hold every
 * permission the role holds and every one it is given (Forbidden naming the first lacking), and never
 * changes their own role (docs/security.md, 3); nor may the change leave the tenant without an
 * administrator. The history names what the role gained and lost (`setRolePermissions` on `Role`; none
 * when the matrix stays the same).
 */
export async function setRolePermissions(
  op: OperationContext,
  { roleId, permissions }: z.output<typeof setRolePermissionsInput>,
): Promise<Envelope<{ id: number }>> {
  await roleExists(op, roleId);
  const unique = new Map(permissions.map((p) => [permissionKey(p), { area: p.area, action: p.action }]));
  const unknown = [...unique.values()].find((p) => !isKnownPermission(p));
  if (unknown) throw refuse('UnknownPermission', 'Validation', { permission: permissionKey(unknown) });
  await op.db.transaction((tx) =>
    keepingAdministrator(tx, async () => {
      await assertRoleChangeable(op, roleId, tx);
      const held = await heldPermissions(op.session, op.loaders);
      const beyond = [...unique.values()].find((p) => !held.has(permissionKey(p)));
      if (beyond) throw forbidden(op.lang, beyond);
      const before = new Set((await permissionsOfRole(tx, roleId)).map(permissionKey));
      const granted = [...unique.keys()].filter((key) => !before.has(key)).sort();
      const revoked = [...before].filter((key) => !unique.has(key)).sort();
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
      await grantPermissions(tx, [roleId], [...unique.values()]);
      if (granted.length || revoked.length)
        await recordChange(tx, {
          actor: actorOf(op),
          area: 'people',
          entity: roleResource.typeName,
          entityId: roleId,
          action: 'setRolePermissions',
          changes: {
            ...(granted.length ? { granted: { new: byArea(granted) } } : {}),
            ...(revoked.length ? { revoked: { old: byArea(revoked) } } : {}),
          },
        });
    }),
  );
  // its users hold the new matrix from their next request (this process; another one within TOKEN_CACHE_MS)
  forgetHeldPermissions(op.session.db);
  return ok({ id: roleId });
}

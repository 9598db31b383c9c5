import { eq, inArray, or, sql } from 'drizzle-orm';
import { permissionKey, roleResource, type Permission } from '@pano/contract';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { permissionCatalog as catalogTable, rolePermissions } from '../../db/tenant/permissions.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { permissionCatalog } from './permission-catalog.ts';
import { recordChange, SYSTEM_ACTOR } from '../../crud/record-change.ts';
import { forgetHeldPermissions } from '../../request/role-permissions.ts';

type Db = TenantDb | TenantTx;

/** Permission keys (`area.action`) as `{area: [actions]}`: a whole matrix stays short enough to be read. */
export function byArea(keys: readonly string[]): Record<string, string[]> {
  const areas: Record<string, string[]> = {};
  for (const key of keys) {
    const dot = key.indexOf('.');
    (areas[key.slice(0, dot)] ??= []).push(key.slice(dot + 1));
  }
  return areas;
}

/** Gives roles permissions (kept where they already hold them). */
export async function grantPermissions(
  db: Db,
  roleIds: readonly number[],
  permissions: readonly Permission[],
) {
  const rows = roleIds.flatMap((roleId) => permissions.map((p) => ({ roleId, ...p })));
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insert(rolePermissions)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
}

/** Gives a role every permission there is (a new tenant's first administrator, the demo's Admin). */
export const grantAllPermissions = (db: Db, roleId: number) =>
  grantPermissions(db, [roleId], permissionCatalog());

/**
 * Runs on every tenant open (docs/permissions.md): the permissions the code has and this tenant has not
 * given out yet. The first time (the upgrade that brought permissions) every existing panel role — a role
 * marked as one, or a role some panel user has — gets all of them, so nobody is locked out; afterwards a
 * new permission (a new area) goes to the roles that manage permissions. Each role that receives them has
 * a history row by the system (`grantPermissions` on `Role`).
 */
export async function syncPermissionCatalog(db: TenantDb): Promise<void> {
  const known = await db.select({ area: catalogTable.area, action: catalogTable.action }).from(catalogTable);
  const seen = new Set(known.map(permissionKey));
  const missing = permissionCatalog().filter((p) => !seen.has(permissionKey(p)));
  if (!missing.length) return;
  await db.transaction(async (tx) => {
    const receivers = known.length
      ? await tx
          .selectDistinct({ id: rolePermissions.roleId })
          .from(rolePermissions)
          .where(sql`${rolePermissions.area} = 'people' and ${rolePermissions.action} = 'managePermissions'`)
      : await tx
          .select({ id: roles.id })
          .from(roles)
          .where(
            or(
              eq(roles.panelRole, true),
              inArray(
                roles.id,
                tx
                  .select({ id: sql<number>`${users.roleId}` })
                  .from(users)
                  .where(eq(users.isPanelUser, true)),
              ),
            ),
          );
    await grantPermissions(
      tx,
      receivers.map((role) => role.id),
      missing,
    );
    const granted = byArea(missing.map(permissionKey).sort());
    for (const role of receivers)
      await recordChange(tx, {
        actor: SYSTEM_ACTOR,
        area: 'people',
        entity: roleResource.typeName,
        entityId: role.id,
        action: 'grantPermissions',
        changes: { granted: { new: granted } },
      });
    await tx.insert(catalogTable).values(missing).onConflictDoNothing();
  });
  forgetHeldPermissions(db);
}

import { eq } from 'drizzle-orm';
import { permissionKey } from '@pano/contract';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { rolePermissions } from '../../db/tenant/permissions.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { OperationContext } from '../../request/context.ts';
import { forbidden, heldPermissions } from '../../request/role-permissions.ts';
import { refuse } from '../../kernel/envelope.ts';

/**
 * Nobody grants more than they hold, by a role either (docs/permissions.md): putting a user into a role, or
 * taking them out of one, is refused (Forbidden, naming the first permission) when that role holds a
 * permission the caller lacks — an editor does not make themselves, or anyone, an administrator.
 */
export async function assertRoleWithin(
  op: OperationContext,
  roleId: number | null | undefined,
  db: TenantDb | TenantTx = op.db,
): Promise<void> {
  if (roleId == null) return;
  const held = await heldPermissions(op.session, op.loaders);
  const rows = await db
    .select({ area: rolePermissions.area, action: rolePermissions.action })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  const beyond = rows.find((p) => !held.has(permissionKey(p)));
  if (beyond) throw forbidden(op.lang, beyond);
}

/**
 * Acting on a person (editing, deleting, sending a password link) is refused the same way when their role
 * holds more than the caller's: an editor of users cannot take over an administrator's account.
 */
export async function assertUserWithin(
  op: OperationContext,
  userId: number,
  db: TenantDb | TenantTx = op.db,
): Promise<void> {
  const [user] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  await assertRoleWithin(op, user?.roleId, db);
}

/**
 * Changing a role — its name, activity, logo or permissions, or deleting it — needs every permission it
 * holds (Forbidden, naming the first one lacking), and is never allowed on one's own role (`SelfAccount`,
 * 'codes.OwnRole'): a manager of people cannot cut the administrators' role down (docs/security.md, 3).
 */
export async function assertRoleChangeable(
  op: OperationContext,
  roleId: number,
  db: TenantDb | TenantTx = op.db,
): Promise<void> {
  const [caller] = await db
    .select({ roleId: users.roleId })
    .from(users)
    .where(eq(users.id, op.session.userId));
  if (caller?.roleId === roleId) throw refuse('OwnRole', 'SelfAccount');
  await assertRoleWithin(op, roleId, db);
}

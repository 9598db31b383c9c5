import { and, eq, inArray, sql } from 'drizzle-orm';
import { permissionKey } from '@pano/contract';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { lockName } from '../../db/lock-name.ts';
import { roles } from '../../db/tenant/organization.table.ts';
import { rolePermissions } from '../../db/tenant/permissions.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { DomainError } from '../../kernel/envelope.ts';
import { permissionCatalog } from './permission-catalog.ts';

type Db = TenantDb | TenantTx;

/** The name every change that may take away an administrator locks first (db/lock-name.ts). */
const ADMINISTRATORS_LOCK = 'administrators';

/** The active roles that hold every permission there is (docs/security.md, 3). */
export function fullRoles(db: Db) {
  const catalog = permissionCatalog().map(permissionKey);
  return db
    .select({ id: rolePermissions.roleId })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(
      and(
        eq(roles.isActive, true),
        inArray(sql`${rolePermissions.area} || '.' || ${rolePermissions.action}`, catalog),
      ),
    )
    .groupBy(rolePermissions.roleId)
    .having(sql`count(*) = ${catalog.length}`);
}

/** Whether the tenant has an administrator: an active panel user whose active role holds every permission. */
export async function hasAdministrator(db: Db): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isPanelUser, true), inArray(users.roleId, fullRoles(db))))
    .limit(1);
  return found !== undefined;
}

/**
 * Runs a change inside its transaction so that the tenant never loses its last administrator, whatever the
 * path (docs/security.md, 3). `tx` is the change's transaction: the change is serialised with every other such change (a transaction-scoped
 * advisory lock, taken before any row lock) and refused (`LastAdministrator`, nothing written) when the
 * tenant had an administrator before it and has none after. Two requests removing one of two
 * administrators each run one after the other, and the second sees the first's change.
 */
export async function keepingAdministrator<T>(tx: Db, change: () => Promise<T>): Promise<T> {
  await lockName(tx, ADMINISTRATORS_LOCK);
  const before = await hasAdministrator(tx);
  const result = await change();
  if (before && !(await hasAdministrator(tx))) throw new DomainError('LastAdministrator');
  return result;
}

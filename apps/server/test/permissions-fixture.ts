import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Permission } from '@pano/contract';
import { hashPassword } from '../src/auth/password.ts';
import { departments, roles } from '../src/db/tenant/organization.table.ts';
import { rolePermissions } from '../src/db/tenant/permissions.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import type { Tenant, TestServer } from './harness.ts';

export interface RoleUser {
  roleId: number;
  userId: number;
  token: string;
  email: string;
  password: string;
}

/** A panel role holding exactly these permissions, written straight into the tenant's database. */
export async function setPermissions(
  server: TestServer,
  tag: string,
  roleId: number,
  permissions: readonly Permission[],
): Promise<void> {
  await server.server.services.tenants.withTenant(tag, async (db) => {
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (permissions.length)
      await db.insert(rolePermissions).values(permissions.map((p) => ({ roleId, ...p })));
  });
}

/** A new panel role with these permissions and a panel user of it, signed in to the panel. */
export async function signInWithRole(
  server: TestServer,
  tenant: Tenant,
  permissions: readonly Permission[] = [],
  name = `Rol ${crypto.randomBytes(3).toString('hex')}`,
): Promise<RoleUser> {
  const email = `rol-${crypto.randomBytes(4).toString('hex')}@${tenant.tag}.test`;
  const password = `pw-${crypto.randomBytes(6).toString('hex')}`;
  const passwordHash = await hashPassword(password);
  const { roleId, userId } = await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
    const [role] = await db.insert(roles).values({ name, panelRole: true }).returning({ id: roles.id });
    const [department] = await db.select({ id: departments.id }).from(departments).limit(1);
    if (!role || !department) throw new Error('no role or department');
    const [user] = await db
      .insert(users)
      .values({
        name: 'Yetki',
        surname: 'Deneme',
        email,
        passwordHash,
        isPanelUser: true,
        roleId: role.id,
        departmentId: department.id,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    return { roleId: role.id, userId: user.id };
  });
  await setPermissions(server, tenant.tag, roleId, permissions);
  const token = await server.signIn({ tag: tenant.tag, email, password });
  return { roleId, userId, token, email, password };
}

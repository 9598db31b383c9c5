import { asc, eq } from 'drizzle-orm';
import { STANDARD_ACTIONS } from '@pano/contract';
import type { TenantDb } from '../db/tenant-db.ts';
import { hashPassword } from '../auth/password.ts';
import { departments, roles } from '../db/tenant/organization.table.ts';
import { users } from '../db/tenant/users.table.ts';
import { grantPermissions } from '../modules/permissions/grant-permissions.ts';

/**
 * The demo's communications editor (docs/permissions.md): the tenant's 'Editor' role ('İçerik editörü')
 * becomes a panel role that reads and writes announcements and their categories only, and
 * `editor@pano.local` / `pano1234` has it. The Admin role holds every permission from the provisioning.
 */
export const DEMO_EDITOR = {
  role: 'Editor',
  email: 'editor@pano.local',
  password: 'pano1234',
  permissions: STANDARD_ACTIONS.map((action) => ({ area: 'announcements', action })),
} as const;

export async function seedDemoPermissions(db: TenantDb): Promise<void> {
  const [role] = await db
    .update(roles)
    .set({ panelRole: true })
    .where(eq(roles.name, DEMO_EDITOR.role))
    .returning({ id: roles.id });
  if (!role) throw new Error('the demo has no editor role');
  await grantPermissions(db, [role.id], DEMO_EDITOR.permissions);
  const [department] = await db.select({ id: departments.id }).from(departments).orderBy(asc(departments.id));
  await db.insert(users).values({
    name: 'Ece',
    surname: 'Editör',
    email: DEMO_EDITOR.email,
    passwordHash: await hashPassword(DEMO_EDITOR.password),
    isPanelUser: true,
    roleId: role.id,
    departmentId: department?.id ?? null,
  });
}

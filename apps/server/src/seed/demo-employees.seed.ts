import { asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { hashPassword } from '../auth/password.ts';
import { departments, roles } from '../db/tenant/organization.table.ts';
import { groups, userGroups } from '../db/tenant/people.table.ts';
import { users } from '../db/tenant/users.table.ts';

/** Portal employees with a known password, demo tenant only (docs/portal.md). */
export const DEMO_EMPLOYEES = [
  { name: 'Elif', surname: 'Çalışkan', email: 'calisan1@pano.local', gsm: '5320000001' },
  { name: 'Mert', surname: 'Yıldırım', email: 'calisan2@pano.local', gsm: '5320000002' },
  { name: 'Zeynep', surname: 'Aksoy', email: 'calisan3@pano.local', gsm: '5320000003' },
] as const;
export const DEMO_EMPLOYEE_PASSWORD = 'pano1234';
/** The demo group the employees are in (a disaster or announcement sent to it reaches them). */
export const DEMO_EMPLOYEE_GROUP = 'Gönüllüler';

/** Adds the demo employees (Personel, not panel users) to the demo group; answers their ids. */
export async function seedDemoEmployees(db: TenantDb): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_EMPLOYEE_PASSWORD);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Personel'));
  const [department] = await db.select({ id: departments.id }).from(departments).orderBy(asc(departments.id));
  const ids = (
    await db
      .insert(users)
      .values(
        DEMO_EMPLOYEES.map((e) => ({
          ...e,
          passwordHash,
          isPanelUser: false,
          roleId: role?.id ?? null,
          departmentId: department?.id ?? null,
        })),
      )
      .returning({ id: users.id })
  ).map((row) => row.id);
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, DEMO_EMPLOYEE_GROUP));
  if (group) await db.insert(userGroups).values(ids.map((userId) => ({ userId, groupId: group.id })));
  return ids;
}

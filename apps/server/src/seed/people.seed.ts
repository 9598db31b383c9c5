import { eq } from 'drizzle-orm';
import type { TenantDb } from '../db/tenant-db.ts';
import { departments, roles } from '../db/tenant/organization.table.ts';

/** The roles the users screen has icons for (spec 001 §2); Admin is the panel role. */
export const DEFAULT_ROLES = [
  { name: 'Admin', description: 'Panel yöneticisi', panelRole: true },
  { name: 'Personel', description: 'Çalışan', panelRole: false },
  { name: 'Editor', description: 'İçerik editörü', panelRole: false },
] as const;

export const DEFAULT_DEPARTMENTS = [
  'Yönetim',
  'İnsan Kaynakları',
  'Bilgi Teknolojileri',
  'Finans',
  'Satış ve Pazarlama',
  'Operasyon',
  'Müşteri Hizmetleri',
] as const;

/** Seeds every new tenant's roles and departments; answers where its first administrator belongs. */
export async function seedPeople(db: TenantDb): Promise<{ adminRoleId: number; departmentId: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(roles).values(DEFAULT_ROLES.map((role) => ({ ...role, level: 1 })));
    await tx.insert(departments).values(DEFAULT_DEPARTMENTS.map((name) => ({ name })));
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Admin'));
    const [management] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.name, DEFAULT_DEPARTMENTS[0]));
    if (!admin || !management) throw new Error('people seed did not insert its rows');
    return { adminRoleId: admin.id, departmentId: management.id };
  });
}

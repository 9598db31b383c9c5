import type { TenantDb } from '../../tenancy/tenant-registry.ts';
import type { TenantFiles } from '../../files/tenant-files.ts';

/** Demo announcements with images and pdfs across categories and recipients (runs after categories). */
export async function seedDemoAnnouncements(db: TenantDb, files: TenantFiles): Promise<void> {
  void db;
  void files;
}

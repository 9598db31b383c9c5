import type { TenantDb } from '../../tenancy/tenant-registry.ts';

/** Demo announcement categories with icons, complaint types and complaints. */
export async function seedDemoComplaints(db: TenantDb): Promise<void> {
  void db;
}

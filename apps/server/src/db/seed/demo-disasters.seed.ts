import type { TenantDb } from '../../tenancy/tenant-registry.ts';

/** Demo disasters around İstanbul with read receipts and responses. */
export async function seedDemoDisasters(db: TenantDb): Promise<void> {
  void db;
}

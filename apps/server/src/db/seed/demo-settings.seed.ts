import type { TenantDb } from '../../tenancy/tenant-registry.ts';

/** Demo disclaimers with acceptors and configuration values. */
export async function seedDemoSettings(db: TenantDb): Promise<void> {
  void db;
}

import type { TenantDb } from '../db/tenant-db.ts';
import { seedDemoDisclaimers } from './demo-disclaimers.seed.ts';

/** Demo disclaimers with acceptors and configuration values. */
export async function seedDemoSettings(db: TenantDb): Promise<void> {
  await seedDemoDisclaimers(db);
}

import type { Services } from '../../app/services.ts';
import { provisionTenant } from '../../tenancy/provision-tenant.ts';
import { seedDemoPeople } from './demo-people.seed.ts';

/** The demo tenant and the only known password in Pano (README). */
export const DEMO = {
  tag: 'demo',
  companyName: 'Pano Demo',
  email: 'admin@pano.local',
  password: 'pano1234',
} as const;

/** Creates, migrates and seeds the demo tenant on first start, with demo people (docs/people.md). */
export async function ensureDemoTenant(services: Services): Promise<boolean> {
  if (await services.control.findByTag(DEMO.tag)) return false;
  await provisionTenant(services, {
    tag: DEMO.tag,
    companyName: DEMO.companyName,
    adminEmail: DEMO.email,
    adminPassword: DEMO.password,
  });
  await services.tenants.withTenant(DEMO.tag, seedDemoPeople);
  return true;
}

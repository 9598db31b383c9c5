import type { Services } from '../../app/services.ts';
import { provisionTenant } from '../../tenancy/provision-tenant.ts';

/** The demo tenant and the only known password in Pano (README). */
export const DEMO = {
  tag: 'demo',
  companyName: 'Pano Demo',
  email: 'admin@pano.local',
  password: 'pano1234',
} as const;

/** Creates, migrates and seeds the demo tenant on first start. */
export async function ensureDemoTenant(services: Services): Promise<boolean> {
  if (await services.control.findByTag(DEMO.tag)) return false;
  await provisionTenant(services, {
    tag: DEMO.tag,
    companyName: DEMO.companyName,
    adminEmail: DEMO.email,
    adminPassword: DEMO.password,
  });
  return true;
}

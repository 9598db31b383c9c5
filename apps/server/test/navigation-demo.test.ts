import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import {
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES,
  seedDemoEmployees,
} from '../src/seed/demo-employees.seed.ts';
import { forms } from '../src/db/tenant/forms.table.ts';
import { seedDemoNavigation } from '../src/seed/demo-navigation.seed.ts';
import { TestServer, type Tenant } from './harness.ts';

/** The demo's links reach the demo employees by their role, through the portal. */
describe('demo navigation', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await db.insert(forms).values({ name: 'Öneri formu', version: 1 });
      await seedDemoNavigation(db);
    });
  });
  afterAll(() => server.stop());

  it('calisan1 (Personel) sees the links of two groups meant for staff, not the editors’ ones, and the menu', async () => {
    const email = DEMO_EMPLOYEES[0]?.email ?? '';
    const signedIn = await server.verify(tenant.tag, email, DEMO_EMPLOYEE_PASSWORD, 'tr', 'VerifyUser');
    const token = signedIn.data?.token ?? '';
    const mine = await server.call<{ name: string; linkGroupName: string; targetComponent: string }[]>(
      '{ myLinks { data { name linkGroupName targetComponent } } }',
      {},
      { token, service: 'portal' },
    );
    expect(mine.data.map((l) => `${l.linkGroupName}: ${l.name}`)).toEqual([
      'İK: İzin yönetmeliği',
      'Kurumsal: Yemek menüsü',
      'Kurumsal: Servis saatleri',
    ]);
    expect(new Set(mine.data.map((l) => l.targetComponent))).toEqual(new Set(['HtmlPage', 'UrlBrowser']));
    const menu = await server.call<{ name: string; targetComponent: string }[]>(
      '{ myMenus { data { name targetComponent } } }',
      {},
      { token, service: 'portal' },
    );
    expect(menu.data.map((m) => `${m.targetComponent}: ${m.name}`)).toEqual([
      'HtmlPage: Hakkımızda',
      'UrlBrowser: Şirket sitesi',
      'Form: Öneri ve talepler',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantFiles } from '../src/files/tenant-files.ts';
import { imageSize } from '../src/files/image-size.ts';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import {
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES,
  seedDemoEmployees,
} from '../src/seed/demo-employees.seed.ts';
import { seedDemoSliders } from '../src/seed/demo-sliders.seed.ts';
import { TestServer, type Tenant } from './harness.ts';

/** The demo's slider reaches calisan1 (Personel) through the portal, with images of at least 800×400. */
describe('demo slider', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoEmployees(db);
      await seedDemoSliders(db, tenantFiles(server.server.services.files, tenant.tag));
    });
  });
  afterAll(() => server.stop());

  it('calisan1 sees “Ana sayfa” with three items, one opening a web address, each image 1200×600', async () => {
    const email = DEMO_EMPLOYEES[0]?.email ?? '';
    const signedIn = await server.verify(tenant.tag, email, DEMO_EMPLOYEE_PASSWORD, 'tr', 'VerifyUser');
    const mine = await server.call<
      { name: string; items: { targetComponent: string; imageUrl: string }[] }[]
    >(
      '{ mySliders { data { name items { targetComponent imageUrl } } } }',
      {},
      { token: signedIn.data?.token ?? '', service: 'portal' },
    );
    expect(mine.data.map((s) => s.name)).toEqual(['Ana sayfa']);
    const items = mine.data[0]?.items ?? [];
    expect(items.map((i) => i.targetComponent)).toEqual(['HtmlPage', 'HtmlPage', 'UrlBrowser']);
    for (const item of items) {
      const bytes = Buffer.from(await (await fetch(`${server.url}${item.imageUrl}`)).arrayBuffer());
      expect(imageSize(bytes)).toEqual({ width: 1200, height: 600 });
    }
  });
});

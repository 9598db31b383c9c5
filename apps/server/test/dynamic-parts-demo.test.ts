import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementCategories, announcements } from '../src/db/tenant/announcements.table.ts';
import { seedDemoComplaints } from '../src/seed/demo-complaints.seed.ts';
import { seedDemoDynamicParts } from '../src/seed/demo-dynamic-parts.seed.ts';
import {
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES,
  seedDemoEmployees,
} from '../src/seed/demo-employees.seed.ts';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { TestServer, type Tenant } from './harness.ts';

const DAY = 86_400_000;

/** The demo's two dynamic parts reach calisan1 (Personel, in Gönüllüler) through the portal, with content. */
describe('demo dynamic parts', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoComplaints(db); // the announcement categories
      await seedDemoEmployees(db);
      const categories = await db
        .select({ id: announcementCategories.id, name: announcementCategories.name })
        .from(announcementCategories);
      // announcements of every category, one every other day, newest today (none sent to anyone yet)
      await db.insert(announcements).values(
        Array.from({ length: 40 }, (_, index) => ({
          title: `Duyuru ${index}`,
          body: '<p>x</p>',
          categoryId: categories[index % categories.length]?.id ?? 0,
          createTime: new Date(Date.now() - index * 2 * DAY),
        })),
      );
      await seedDemoDynamicParts(db);
    });
  });
  afterAll(() => server.stop());

  it('calisan1 sees “Son duyurular” (five newest) and “Şirket haberleri” (one category, last 30 days)', async () => {
    const email = DEMO_EMPLOYEES[0]?.email ?? '';
    const signedIn = await server.verify(tenant.tag, email, DEMO_EMPLOYEE_PASSWORD, 'tr', 'VerifyUser');
    const mine = await server.call<
      { name: string; announcements: { title: string; categoryName: string; createTime: string }[] }[]
    >(
      '{ myDynamicParts { data { name announcements { title categoryName createTime } } } }',
      {},
      { token: signedIn.data?.token ?? '', service: 'portal' },
    );
    expect(mine.data.map((part) => part.name)).toEqual(['Son duyurular', 'Şirket haberleri']);
    const [recent, company] = mine.data;
    expect(recent?.announcements.map((a) => a.title)).toEqual([
      'Duyuru 0',
      'Duyuru 1',
      'Duyuru 2',
      'Duyuru 3',
      'Duyuru 4',
    ]);
    expect(company?.announcements.length).toBeGreaterThan(0);
    for (const a of company?.announcements ?? []) {
      expect(a.categoryName).toBe('Genel Duyurular');
      expect(Date.now() - Date.parse(a.createTime)).toBeLessThan(30 * DAY);
    }
  });
});

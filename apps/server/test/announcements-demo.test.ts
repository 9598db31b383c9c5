import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { seedDemoComplaints } from '../src/seed/demo-complaints.seed.ts';
import { seedDemoAnnouncements } from '../src/seed/demo-announcements.seed.ts';
import { tenantFiles } from '../src/files/tenant-files.ts';
import { TestServer } from './harness.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';

interface Listed {
  id: number;
  title: string;
  category: { name: string };
  sendHistories: { userId: number | null; groupId: number | null }[];
  multimedias: { filePath: string; fileExtension: string; isCover: boolean }[];
}

/** The demo announcements: about 200, with categories, recipients, images and pdfs that are served. */
describe('demo announcements', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let seedMs: number;

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
    const files = tenantFiles(server.server.services.files, p.tenant.tag);
    await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoComplaints(db);
      const started = performance.now();
      await seedDemoAnnouncements(db, files);
      seedMs = performance.now() - started;
    });
  });
  afterAll(() => server.stop());

  it('seeds 200 announcements across categories with recipients, images (one cover) and pdfs, quickly', async () => {
    expect(seedMs).toBeLessThan(5000);
    const list = await p.call<Listed[]>(
      `{ announcements(announcementPagerModel: { pageSize: 200 }) { totalItemCount data { id title
         category { name } sendHistories { userId groupId } multimedias { filePath fileExtension isCover } } } }`,
    );
    expect(list.totalItemCount).toBe(200);
    expect(new Set(list.data.map((a) => a.category.name)).size).toBeGreaterThan(3);
    expect(list.data.every((a) => a.sendHistories.length > 0)).toBe(true);
    expect(list.data.some((a) => a.sendHistories.some((h) => h.groupId !== null))).toBe(true);
    expect(
      list.data.every((a) => a.sendHistories.every((h) => (h.userId === null) !== (h.groupId === null))),
    ).toBe(true);
    const files = list.data.flatMap((a) => a.multimedias);
    expect(files.some((f) => f.fileExtension === 'pdf')).toBe(true);
    expect(list.data.every((a) => a.multimedias.filter((m) => m.isCover).length <= 1)).toBe(true);
    const png = files.find((f) => f.fileExtension === 'png');
    const pdf = files.find((f) => f.fileExtension === 'pdf');
    expect((await fetch(`${server.url}${png?.filePath}`)).headers.get('content-type')).toBe('image/png');
    const served = await fetch(`${server.url}${pdf?.filePath}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect((await served.text()).startsWith('%PDF-1.4')).toBe(true);

    // files are shared between demo announcements: deleting one keeps the others' files
    const sharing = list.data.find((a) => a.multimedias.some((m) => m.filePath === png?.filePath));
    await p.call(`mutation($id: Int!) { deleteAnnouncement(id: $id) { isSuccess } }`, { id: sharing?.id });
    expect((await fetch(`${server.url}${png?.filePath}`)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../src/db/tenant/works.table.ts';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { CREATE, createGroup, insertCategory } from './announcements-fixture.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer } from './harness.ts';

interface MyAnnouncement {
  id: number;
  title: string;
  body: string;
  categoryName: string;
  isCurrent: boolean;
  multimedias: { fileName: string; filePath: string; isCover: boolean }[];
}
const MINE = `query($p: MyAnnouncementPagerModel) { myAnnouncements(pagerModel: $p) { isSuccess totalItemCount
  data { id title body categoryName isCurrent multimedias { fileName filePath isCover } } } }`;

describe('what the panel publishes reaches the employee through the portal (docs/portal.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let employee: Awaited<ReturnType<TestServer['signInEmployee']>>;
  const portal = <T>(query: string, variables: Record<string, unknown> = {}) =>
    server.call<T>(query, variables, { token: employee.token, service: 'portal' });
  const announce = async (
    title: string,
    recipients: Record<string, unknown>,
    categoryId: number,
    files = false,
  ) =>
    (
      await p.call<{ id: number }>(CREATE, {
        i: {
          announcement: { title, body: `<p>${title} ayrıntıları</p>`, categoryId, spotText: 'Özet' },
          ...recipients,
          multimedias: files
            ? [{ isCover: true, fileName: 'kapak.png', fileBase64String: toBase64(SAMPLES.png) }]
            : [],
        },
      })
    ).data.id;

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
    employee = await server.signInEmployee(p.tenant, 'Deniz', 'Portal');
  });
  afterAll(() => server.stop());

  it('lists the announcements that reached me with their files, never others', async () => {
    const category = await insertCategory(p, 'Duyuru', true);
    const group = await createGroup(p, 'Portal okurları', [employee.userId]);
    const mine = await announce('Servis saatleri', { groupIds: [group] }, category, true);
    const other = await announce('Yalnız yöneticilere', { userIds: [p.adminId] }, category);
    const list = await portal<MyAnnouncement[]>(MINE, { p: { pageSize: 20 } });
    expect(list.data.map((a) => a.id)).toContain(mine);
    expect(list.data.map((a) => a.id)).not.toContain(other);
    expect(list.data.find((a) => a.id === mine)).toMatchObject({
      title: 'Servis saatleri',
      body: '<p>Servis saatleri ayrıntıları</p>',
      categoryName: 'Duyuru',
      multimedias: [{ fileName: 'kapak.png', isCover: true }],
    });
    const one = 'query($id: Int!) { myAnnouncement(id: $id) { isSuccess messages { code } data { title } } }';
    expect((await portal(one, { id: mine })).isSuccess).toBe(true);
    expect(await portal(one, { id: other })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
  });

  it('opening one records my read receipt once, which the panel shows on its recipients; only my own', async () => {
    const category = await insertCategory(p, 'Okundu bilgisi', false);
    const mine = await announce('Okunacak duyuru', { userIds: [employee.userId, p.adminId] }, category);
    const other = await announce('Başkasına', { userIds: [p.adminId] }, category);
    const READ =
      'mutation($i: AnnouncementReadInput!) { markAnnouncementRead(inputModel: $i) { isSuccess messages { code } } }';
    const ONE = 'query($id: Int!) { myAnnouncement(id: $id) { data { isRead readTime } } }';
    const RECIPIENTS = `query($p: AnnouncementUserPagerModel) { announcementUsers(announcementUserPagerModel: $p) { isSuccess
      data { userId readTime } } }`;
    expect((await portal<{ isRead: boolean; readTime: null }>(ONE, { id: mine })).data).toEqual({
      isRead: false,
      readTime: null,
    });
    expect((await portal(READ, { i: { announcementId: mine } })).isSuccess).toBe(true);
    const first = await portal<{ isRead: boolean; readTime: string }>(ONE, { id: mine });
    expect(first.data.isRead).toBe(true);
    // again: the first time stays
    expect((await portal(READ, { i: { announcementId: mine } })).isSuccess).toBe(true);
    expect((await portal<{ readTime: string }>(ONE, { id: mine })).data.readTime).toBe(first.data.readTime);
    const recipients = await p.call<{ userId: number; readTime: string | null }[]>(RECIPIENTS, {
      p: { announcementId: mine, pageSize: 10 },
    });
    expect(recipients.data).toEqual(
      expect.arrayContaining([
        { userId: employee.userId, readTime: first.data.readTime },
        { userId: p.adminId, readTime: null },
      ]),
    );
    // an announcement that did not reach me has no receipt of mine to set
    expect(await portal(READ, { i: { announcementId: other } })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
  });

  it("lists as current the configuration's current announcements that reached me, in the chosen order", async () => {
    const category = await insertCategory(p, 'Güncel', false);
    const first = await announce('Birinci', { userIds: [employee.userId] }, category);
    const second = await announce('İkinci', { userIds: [employee.userId] }, category);
    const notMine = await announce('Başkasının', { userIds: [p.adminId] }, category);
    const configs = await p.call<{ name: string; parentId: number }[]>(
      '{ configs { data { name parentId } } }',
    );
    const parentId = configs.data.find((c) => c.name === 'currentAnnouncements')?.parentId;
    const set = await p.call('mutation($c: ConfigInput!) { setConfig(config: $c) { isSuccess } }', {
      c: { parentId, value: `[${second},${notMine},${first}]` },
    });
    expect(set.isSuccess).toBe(true);
    const current = await portal<{ id: number }[]>('{ currentAnnouncements { data { id } } }');
    expect(current.data.map((a) => a.id)).toEqual([second, first]);
    const flags = (await portal<MyAnnouncement[]>(MINE, { p: { pageSize: 50 } })).data;
    expect(flags.find((a) => a.id === first)?.isCurrent).toBe(true);
    expect(flags.filter((a) => a.isCurrent)).toHaveLength(2);
  });

  it('marking a notification seen sets the read flags the panel shows; only my own', async () => {
    const unread = async () =>
      (
        await portal(
          'query { myNotifications(pagerModel: { unreadOnly: true, pageSize: 1 }) { totalItemCount } }',
        )
      ).totalItemCount;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    const [first] = (
      await portal<{ id: number; body: string }[]>(
        '{ myNotifications(pagerModel: { pageSize: 1 }) { data { id body } } }',
      )
    ).data;
    const seen =
      'mutation($i: NotificationViewedInput!) { markNotificationViewed(inputModel: $i) { isSuccess messages { code } } }';
    expect((await portal(seen, { i: { id: first?.id } })).isSuccess).toBe(true);
    expect(await unread()).toBe((before ?? 0) - 1);
    const panel = await p.call<{ id: number; isViewed: boolean; viewedDate: string | null }[]>(
      'query($p: NotificationPagerModel) { notifications(notificationPagerModel: $p) { data { id isViewed viewedDate } } }',
      { p: { userId: employee.userId, pageSize: 50 } },
    );
    expect(panel.data.find((n) => n.id === first?.id)).toMatchObject({
      isViewed: true,
      viewedDate: expect.any(String),
    });
    const admins = await p.call<{ id: number }[]>(
      'query($p: NotificationPagerModel) { notifications(notificationPagerModel: $p) { data { id } } }',
      { p: { userId: p.adminId, pageSize: 5 } },
    );
    if (admins.data[0])
      expect(await portal(seen, { i: { id: admins.data[0].id } })).toMatchObject({
        messages: [{ code: 'NotFound' }],
      });
    expect((await portal('mutation { markAllNotificationsViewed { isSuccess } }')).isSuccess).toBe(true);
    expect(await unread()).toBe(0);
  });

  it('lists my tasks, by status, named in my language', async () => {
    await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db.insert(tasks).values([
        { title: 'Bordroyu onayla', status: 1, userId: employee.userId },
        { title: 'Eğitimi tamamla', status: 2, userId: employee.userId },
        { title: 'Başkasının işi', status: 1, userId: p.adminId },
      ]),
    );
    const list = await server.call<{ title: string; statusName: string }[]>(
      'query($p: MyTaskPagerModel) { myTasks(pagerModel: $p) { totalItemCount data { title statusName } } }',
      { p: { status: 1 } },
      { token: employee.token, service: 'portal', lang: 'en' },
    );
    expect(list.data.map((t) => t.title)).toEqual(['Bordroyu onayla']);
    expect(list.data[0]?.statusName).toBe('Open');
    expect((await portal('{ myTasks { totalItemCount } }')).totalItemCount).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/tenant/people.table.ts';
import { tasks } from '../src/db/tenant/works.table.ts';
import type { TestServer } from './harness.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';

let server: TestServer;
let p: PeopleFixture;
usePeople((fixture) => {
  p = fixture;
  server = fixture.server;
});

const WORKS = `query($p: WorkPagerModel) { works(workPagerModel: $p) { totalItemCount data {
  id name description userCount sendHistories { id userId groupId user { id name surname } group { id name } } } } }`;

describe('works', () => {
  it('creates a work with users and groups as send histories and counts the users it reaches', async () => {
    const u1 = await p.createUser({ name: 'Emre', surname: 'Beş' });
    const u2 = await p.createUser({ name: 'Filiz', surname: 'Altı' });
    const u3 = await p.createUser({ name: 'Gül', surname: 'Yedi' });
    const group = await p.call<{ id: number }>(
      `mutation { createGroup(inputModel: { name: "Saha Ekibi" }) { data { id } } }`,
    );
    for (const userId of [u2, u3])
      await p.call(`mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess } }`, {
        i: { userId, groupId: group.data.id },
      });
    const created = await p.call<{ id: number }>(
      `mutation($i: WorkCreateInput!) { createWork(inputModel: $i) { isSuccess data { id } } }`,
      {
        i: {
          name: 'Saha Denetimi',
          description: 'Haftalık',
          userIds: [u1, u2, u1],
          groupIds: [group.data.id],
        },
      },
    );
    expect(created.isSuccess).toBe(true);
    const works = await p.call<
      {
        id: number;
        userCount: number;
        sendHistories: { userId: number | null; group: { name: string } | null }[];
      }[]
    >(WORKS, { p: { searchText: 'denetim' } });
    const work = works.data[0];
    expect(work?.userCount).toBe(3);
    expect(work?.sendHistories.map((h) => h.userId ?? h.group?.name)).toEqual([u1, u2, 'Saha Ekibi']);

    const updated = await p.call(
      `mutation($i: WorkUpdateInput!) { updateWork(inputModel: $i) { isSuccess } }`,
      { i: { id: created.data.id, name: 'Saha Denetimi 2', description: null } },
    );
    expect(updated.isSuccess).toBe(true);

    const history = (i: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
      p.call<{ id: number }>(
        `mutation($i: WorkSendHistoryCreateInput!) { createWorkSendHistory(inputModel: $i) { isSuccess message messages { code } data { id } } }`,
        { i: { workId: created.data.id, ...i } },
        { lang },
      );
    const extra = await history({ userId: u3 });
    expect(extra.isSuccess).toBe(true);
    expect(await history({ userId: u3 })).toMatchObject({ messages: [{ code: 'Conflict' }] });
    await p.call(`mutation($id: Int!) { deleteWorkSendHistory(id: $id) { isSuccess } }`, {
      id: extra.data.id,
    });
    const after = await p.call<{ userCount: number; sendHistories: unknown[] }[]>(WORKS, {
      p: { searchText: 'denetim' },
    });
    expect(after.data[0]).toMatchObject({ userCount: 3 });
    expect(after.data[0]?.sendHistories).toHaveLength(3);

    expect(
      (await p.call(`mutation($id: Int!) { deleteWork(id: $id) { isSuccess } }`, { id: created.data.id }))
        .isSuccess,
    ).toBe(true);
    expect((await p.call(WORKS, { p: { searchText: 'denetim' } })).totalItemCount).toBe(0);
  });

  it('refuses a send history with both or neither of user and group, and unknown recipients on create', async () => {
    const work = await p.call<{ id: number }>(
      `mutation { createWork(inputModel: { name: "Kontrol" }) { data { id } } }`,
    );
    const group = await p.call<{ id: number }>(
      `mutation { createGroup(inputModel: { name: "X" }) { data { id } } }`,
    );
    const history = (i: Record<string, unknown>, lang: 'tr' | 'en') =>
      p.call(
        `mutation($i: WorkSendHistoryCreateInput!) { createWorkSendHistory(inputModel: $i) { isSuccess message messages { code } } }`,
        { i: { workId: work.data.id, ...i } },
        { lang },
      );
    for (const i of [{ userId: p.adminId, groupId: group.data.id }, {}]) {
      expect(await history(i, 'tr')).toMatchObject({
        isSuccess: false,
        message: 'Kullanıcı: Bir kullanıcı ya da bir grup seçin, ikisinden yalnızca birini',
      });
      expect(await history(i, 'en')).toMatchObject({
        isSuccess: false,
        message: 'User: Choose a user or a group, exactly one of the two',
      });
    }
    const before = await p.count('works', 'workPagerModel');
    const unknown = await p.call(
      `mutation { createWork(inputModel: { name: "Hayalet", userIds: [99999] }) { isSuccess message } }`,
      {},
      { lang: 'en' },
    );
    expect(unknown).toMatchObject({ isSuccess: false, message: 'Check the Users field' });
    const noName = await p.call(
      `mutation { createWork(inputModel: { name: " ", groupIds: [] }) { message } }`,
    );
    expect(noName.message).toBe('Ad: Bu alan zorunludur');
    expect(await p.count('works', 'workPagerModel')).toBe(before);
    const read = await p.call<{ sendHistories: unknown[] }>(
      `query($id: Int!) { work(id: $id) { data { sendHistories { id } } } }`,
      {
        id: work.data.id,
      },
    );
    expect(read.data.sendHistories).toEqual([]);
  });
});

describe('tasks and notifications', () => {
  it('lists tasks by status (0 all, 1 open, 2 closed) with the status named in the caller language, and searches', async () => {
    const userId = await p.createUser();
    await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db.insert(tasks).values([
        { title: 'Rapor hazırla', description: 'Aylık', status: 1, userId },
        { title: 'Anketi doldur', description: 'İK anketi', status: 2, userId },
        { title: 'Eğitime katıl', description: null, status: 1, userId },
      ]),
    );
    const list = (status: number | null, searchText: string | null = null, lang: 'tr' | 'en' = 'tr') =>
      p.call<{ title: string; status: { id: number; name: string } }[]>(
        `query($p: TaskPagerInputModel) { tasks(taskPagerInputModel: $p) { totalItemCount data { id title description createTime status { id name } } } }`,
        { p: { status, searchText, pageSize: 50 } },
        { lang },
      );
    expect((await list(0)).totalItemCount).toBe(3);
    expect((await list(null)).totalItemCount).toBe(3);
    expect((await list(1)).data.map((t) => t.title).sort()).toEqual(['Eğitime katıl', 'Rapor hazırla']);
    expect((await list(2)).data).toEqual([
      expect.objectContaining({ title: 'Anketi doldur', status: { id: 2, name: 'Kapalı' } }),
    ]);
    expect((await list(2, null, 'en')).data[0]?.status.name).toBe('Closed');
    expect((await list(1, null, 'en')).data[0]?.status.name).toBe('Open');
    expect((await list(0, 'ik anketi')).data.map((t) => t.title)).toEqual(['Anketi doldur']);
    expect((await list(1, 'anket')).totalItemCount).toBe(0);
    const bad = await p.call(`{ tasks(taskPagerInputModel: { status: 3 }) { isSuccess messages { code } } }`);
    expect(bad).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
  });

  it("lists one user's notifications, newest first, with viewed state and total", async () => {
    const [mine, other] = [await p.createUser(), await p.createUser()];
    const viewedDate = new Date('2024-05-06T07:08:09Z');
    await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db.insert(notifications).values([
        {
          userId: mine,
          body: 'Eski',
          isViewed: true,
          viewedDate,
          createTime: new Date('2024-05-01T00:00:00Z'),
        },
        { userId: mine, body: 'Yeni', createTime: new Date('2024-06-01T00:00:00Z') },
        { userId: other, body: 'Başkasının', createTime: new Date('2024-06-02T00:00:00Z') },
      ]),
    );
    const list = await p.call<Record<string, unknown>[]>(
      `query($u: Int) { notifications(notificationPagerModel: { userId: $u, pageSize: 10 }) { totalItemCount data { body isViewed viewedDate userId createTime } } }`,
      { u: mine },
    );
    expect(list.totalItemCount).toBe(2);
    expect(list.data).toEqual([
      {
        body: 'Yeni',
        isViewed: false,
        viewedDate: null,
        userId: mine,
        createTime: '2024-06-01T00:00:00.000Z',
      },
      {
        body: 'Eski',
        isViewed: true,
        viewedDate: '2024-05-06T07:08:09.000Z',
        userId: mine,
        createTime: '2024-05-01T00:00:00.000Z',
      },
    ]);
  });
});

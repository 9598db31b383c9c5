import { describe, expect, it } from 'vitest';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';
import {
  CREATE,
  DETAIL,
  UPDATE,
  createGroup,
  insertCategory,
  notificationsOf,
} from './announcements-fixture.ts';

interface Detail {
  id: number;
  title: string;
  spotText: string | null;
  body: string;
  category: { id: number; name: string };
  users: { userId: number; user: { id: number; name: string; surname: string } }[];
  sendHistories: { id: number; userId: number | null; groupId: number | null }[];
  multimedias: { id: number; fileName: string; filePath: string; fileExtension: string; isCover: boolean }[];
}

const HOSTILE = `<p onclick="steal()">Merhaba <strong>dünya</strong></p>
<script>alert(document.cookie)</script>
<img src="x" onerror="alert(1)"><img src="https://example.com/a.png" onload="x()" style="background:url(y)">
<a href="javascript:alert(1)">kötü</a> <a href="https://example.com">iyi</a>
<iframe src="https://evil.example"></iframe><p style="color:red">stil</p>`;

describe('announcements', () => {
  let p: PeopleFixture;
  let plain: number;
  let notifying: number;
  usePeople(async (fixture) => {
    p = fixture;
  });

  const categories = async () => {
    plain ||= await insertCategory(p, 'Genel', false);
    notifying ||= await insertCategory(p, 'Acil', true);
  };
  const detail = async (id: number) => (await p.call<Detail>(DETAIL, { id })).data;
  const count = () => p.count('announcements', 'announcementPagerModel');

  it('creates an announcement for users with a sanitised body, lists it newest first and reads it back', async () => {
    await categories();
    const ayse = await p.createUser({ name: 'Ayşe', surname: 'Kaya' });
    const can = await p.createUser({ name: 'Can', surname: 'Demir' });
    const created = await p.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: 'Yemekhane', body: HOSTILE, categoryId: plain, spotText: 'Kısa' },
        userIds: [ayse, can],
        multimedias: [{ fileName: 'menu.png', isCover: true, fileBase64String: toBase64(SAMPLES.png) }],
      },
    });
    expect(created).toMatchObject({ isSuccess: true });
    const read = await detail(created.data.id);
    expect(read).toMatchObject({
      title: 'Yemekhane',
      spotText: 'Kısa',
      category: { id: plain, name: 'Genel' },
    });
    expect(read.body).toContain('<strong>dünya</strong>');
    expect(read.body).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">iyi</a>',
    );
    expect(read.body).toContain('<img src="https://example.com/a.png" />');
    for (const banned of [
      '<script',
      'onerror',
      'onclick',
      'onload',
      'javascript:',
      '<iframe',
      'style=',
      'src="x"',
    ])
      expect(read.body).not.toContain(banned);
    expect(read.users.map((u) => u.user.name).sort()).toEqual(['Ayşe', 'Can']);
    expect(read.sendHistories.map((h) => h.userId).sort()).toEqual([ayse, can].sort());
    expect(read.sendHistories.every((h) => h.groupId === null)).toBe(true);
    expect(read.multimedias).toEqual([
      expect.objectContaining({ fileName: 'menu.png', fileExtension: 'png', isCover: true, isActive: true }),
    ]);
    const served = await fetch(`${p.server.url}${read.multimedias[0]?.filePath}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const second = await p.call<{ id: number }>(CREATE, {
      i: { announcement: { title: 'İkinci duyuru', body: 'düz metin', categoryId: plain }, userIds: [ayse] },
    });
    const list = await p.call<{ id: number; title: string; category: { name: string } }[]>(
      `{ announcements(announcementPagerModel: { pageNumber: 1, pageSize: 50, sortColumn: "createTime",
         sortDescending: true, searchText: "" }) { totalItemCount data { id title category { name } } } }`,
    );
    expect(list.data.map((a) => a.id)).toEqual([second.data.id, created.data.id]);
    const found = await p.call<{ title: string }[]>(
      `{ announcements(announcementPagerModel: { searchText: "yemekHANE" }) { data { title } } }`,
    );
    expect(found.data.map((a) => a.title)).toEqual(['Yemekhane']);
  });

  it('answers its users in the spec’s flat shape {userId name surname} beside the nested user', async () => {
    await categories();
    const deniz = await p.createUser({ name: 'Deniz', surname: 'Öztürk' });
    const created = await p.call<{ id: number }>(CREATE, {
      i: { announcement: { title: 'Düz alıcılar', body: 'x', categoryId: plain }, userIds: [deniz] },
    });
    const USERS = `query($id: Int!) { announcement(id: $id) { data { users { userId name surname user { id name } } } } }`;
    const read = await p.call<{ users: unknown[] }>(USERS, { id: created.data.id });
    expect(read.data.users).toEqual([
      { userId: deniz, name: 'Deniz', surname: 'Öztürk', user: { id: deniz, name: 'Deniz' } },
    ]);
    // the paged recipients (spec 000 §7 announcementUserPagerModel) read the same fields, alone too
    const paged = await p.call<unknown[]>(
      `query($id: Int!) { announcementUsers(announcementUserPagerModel: { announcementId: $id }) {
         data { userId name surname } } }`,
      { id: created.data.id },
    );
    expect(paged.data).toEqual([{ userId: deniz, name: 'Deniz', surname: 'Öztürk' }]);
  });

  it('takes users or groups, never both and never neither; a refused save writes nothing', async () => {
    await categories();
    const user = await p.createUser();
    const group = await createGroup(p, 'Ekip', [user]);
    const before = await count();
    const both = await p.call(CREATE, {
      i: { announcement: { title: 'x', body: 'y', categoryId: plain }, userIds: [user], groupIds: [group] },
    });
    expect(both).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(both.message).toBe('Kullanıcı ya da grup seçin, ikisini birden değil');
    const neither = await p.call(
      CREATE,
      { i: { announcement: { title: 'x', body: 'y', categoryId: plain }, userIds: [], groupIds: [] } },
      { lang: 'en' },
    );
    expect(neither).toMatchObject({ isSuccess: false, message: 'Choose at least one user or group' });
    const scriptOnly = await p.call(CREATE, {
      i: { announcement: { title: 'x', body: '<script>x()</script>', categoryId: plain }, userIds: [user] },
    });
    expect(scriptOnly).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const badFile = await p.call(CREATE, {
      i: {
        announcement: { title: 'x', body: 'y', categoryId: plain },
        userIds: [user],
        multimedias: [{ fileName: 'a.png', fileBase64String: toBase64(SAMPLES.html) }],
      },
    });
    expect(badFile).toMatchObject({ isSuccess: false, messages: [{ code: 'FileType' }] });
    const noCategory = await p.call(CREATE, {
      i: { announcement: { title: 'x', body: 'y', categoryId: 999_999 }, userIds: [user] },
    });
    expect(noCategory).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(await count()).toBe(before);
  });

  it("sends to a group's active members and notifies each recipient when the category notifies", async () => {
    await categories();
    const a = await p.createUser({ name: 'Ali' });
    const b = await p.createUser({ name: 'Berk' });
    const outsider = await p.createUser({ name: 'Dış' });
    const group = await createGroup(p, 'Saha', [a, b]);
    const created = await p.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: 'Tatbikat yarın', body: '<p>Saat 10</p>', categoryId: notifying },
        groupIds: [group],
      },
    });
    expect(created.isSuccess).toBe(true);
    const read = await detail(created.data.id);
    expect(read.sendHistories).toEqual([expect.objectContaining({ groupId: group, userId: null })]);
    const recipients = await p.call<{ user: { name: string } }[]>(
      `query($id: Int!) { announcementUsers(announcementUserPagerModel: { announcementId: $id, pageNumber: 1,
         pageSize: 1 }) { totalItemCount data { user { name } } } }`,
      { id: created.data.id },
    );
    expect(recipients.totalItemCount).toBe(2);
    expect(recipients.data).toHaveLength(1);
    expect(await notificationsOf(p, a)).toEqual(['Tatbikat yarın']);
    expect(await notificationsOf(p, b)).toEqual(['Tatbikat yarın']);
    expect(await notificationsOf(p, outsider)).toEqual([]);

    const quiet = await p.call<{ id: number }>(CREATE, {
      i: { announcement: { title: 'Sessiz', body: 'x', categoryId: plain }, groupIds: [group] },
    });
    expect(quiet.isSuccess).toBe(true);
    expect(await notificationsOf(p, a)).toEqual(['Tatbikat yarın']);

    // a recipient added later is reached (and notified) too; a user or a group, never both
    const HISTORY = `mutation($i: AnnouncementSendHistoryInput!) { createAnnouncementSendHistory(inputModel: $i) {
      isSuccess message messages { code } data { id } } }`;
    const toGroupAnnouncement = await p.call(HISTORY, {
      i: { announcementId: created.data.id, userId: outsider },
    });
    expect(toGroupAnnouncement).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(await notificationsOf(p, outsider)).toEqual([]);
    const toUsers = await p.call<{ id: number }>(CREATE, {
      i: { announcement: { title: 'Kişisel', body: 'x', categoryId: notifying }, userIds: [a] },
    });
    const added = await p.call(HISTORY, { i: { announcementId: toUsers.data.id, userId: outsider } });
    expect(added.isSuccess).toBe(true);
    expect(await notificationsOf(p, outsider)).toEqual(['Kişisel']);
    const twice = await p.call(HISTORY, { i: { announcementId: toUsers.data.id, userId: outsider } });
    expect(twice).toMatchObject({ isSuccess: false, messages: [{ code: 'Conflict' }] });
    const both = await p.call(HISTORY, { i: { announcementId: toUsers.data.id, userId: b, groupId: group } });
    expect(both).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const aGroup = await p.call(HISTORY, { i: { announcementId: toUsers.data.id, groupId: group } });
    expect(aGroup).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const history = (await detail(toUsers.data.id)).sendHistories.find((h) => h.userId === outsider);
    const removed = await p.call(
      `mutation($id: Int!) { deleteAnnouncementSendHistory(id: $id) { isSuccess } }`,
      {
        id: history?.id,
      },
    );
    expect(removed.isSuccess).toBe(true);
    expect((await detail(toUsers.data.id)).sendHistories.map((h) => h.userId)).toEqual([a]);
  });

  it("keeps images from this tenant's files and https, and drops another tenant's file paths", async () => {
    await categories();
    const user = await p.createUser();
    const withFile = await p.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: 'Görsel', body: 'görsel', categoryId: plain },
        userIds: [user],
        multimedias: [{ fileName: 'foto.png', isCover: true, fileBase64String: toBase64(SAMPLES.png) }],
      },
    });
    const own = (await detail(withFile.data.id)).multimedias[0]?.filePath ?? '';
    expect(own).toMatch(/^\/files\/[a-z0-9-]+\/[0-9a-f-]+\.png$/);
    const foreign = own.replace(/^\/files\/[a-z0-9-]+\//, '/files/baska-sirket/');
    const body = `<p>metin</p><img src="${own}"><img src="${foreign}"><img src="https://example.com/b.png">`;
    const created = await p.call<{ id: number }>(CREATE, {
      i: { announcement: { title: 'Karışık', body, categoryId: plain }, userIds: [user] },
    });
    const stored = (await detail(created.data.id)).body;
    expect(stored).toContain(`<img src="${own}" />`);
    expect(stored).toContain('<img src="https://example.com/b.png" />');
    expect(stored).not.toContain('baska-sirket');

    await p.call(UPDATE, {
      i: { id: created.data.id, title: 'Karışık', body: `<p>x</p><img src="${foreign}">` },
    });
    expect((await detail(created.data.id)).body).toBe('<p>x</p>');
  });

  it('updates title, spot text and body (sanitised) but keeps the category; delete removes rows and files', async () => {
    await categories();
    const user = await p.createUser();
    const created = await p.call<{ id: number }>(CREATE, {
      i: {
        announcement: { title: 'Eski', body: 'eski', categoryId: plain },
        userIds: [user],
        multimedias: [{ fileName: 'belge.pdf', fileBase64String: toBase64(SAMPLES.pdf) }],
      },
    });
    const id = created.data.id;
    const updated = await p.call(UPDATE, {
      i: {
        id,
        title: 'Yeni',
        spotText: '',
        body: '<p>yeni <img src=x onerror=alert(1)></p>',
        multimedias: [],
      },
    });
    expect(updated.isSuccess).toBe(true);
    const read = await detail(id);
    expect(read).toMatchObject({
      title: 'Yeni',
      spotText: null,
      body: '<p>yeni </p>',
      category: { id: plain },
    });
    const missing = await p.call(UPDATE, { i: { id: 999_999, title: 'a', body: 'b' } });
    expect(missing).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });

    const path = read.multimedias[0]?.filePath ?? '';
    expect((await fetch(`${p.server.url}${path}`)).headers.get('content-type')).toBe('application/pdf');
    const deleted = await p.call(`mutation($id: Int!) { deleteAnnouncement(id: $id) { isSuccess } }`, { id });
    expect(deleted.isSuccess).toBe(true);
    expect((await fetch(`${p.server.url}${path}`)).status).toBe(404);
    expect(await p.call(DETAIL, { id })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
  });
});

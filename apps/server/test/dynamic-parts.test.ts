import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementCategories,
  announcementUsers,
  announcements,
} from '../src/db/tenant/announcements.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { today } from '../src/modules/navigation/audience.ts';
import { callService, createGroup, insertCategory } from './announcements-fixture.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer } from './harness.ts';

interface MyPart {
  id: number;
  name: string;
  title: string;
  viewType: number;
  headerColor: string | null;
  announcements: { id: number; title: string; categoryName: string; coverUrl: string | null }[];
}
const MY_PARTS = `{ myDynamicParts { isSuccess totalItemCount data { id name title position viewType logoPath
  headerColor backgroundColor fontColor announcements { id title spotText categoryId categoryName createTime coverUrl } } } }`;
const CREATE = `mutation($i: DynamicPartCreateInput!) { createDynamicPart(inputModel: $i) {
  isSuccess message messages { code message field } data { id } } }`;
const UPDATE = `mutation($i: DynamicPartUpdateInput!) { updateDynamicPart(inputModel: $i) {
  isSuccess message messages { code message field } data { id } } }`;
const ONE = `query($id: Int!) { dynamicPart(id: $id) { isSuccess messages { code } data { id name viewType
  targetComponent targetPayload logoPath headerColor source
  users { id userId user { name } } groups { id groupId group { name } } roles { id roleId role { name } } } } }`;
const LIST = `{ dynamicParts(pagerModel: { pageSize: 100 }) { isSuccess totalItemCount data { id name title source } } }`;
const EDITOR_IMAGE = `mutation($i: EditorImageInput!) { uploadEditorImage(inputModel: $i) { isSuccess data { filePath } } }`;
const assign = (kind: 'User' | 'Group' | 'Role') =>
  `mutation($i: DynamicPart${kind}CreateInput!) { createDynamicPart${kind}(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
const unassign = (kind: 'User' | 'Group' | 'Role') =>
  `mutation($id: Int!) { deleteDynamicPart${kind}(id: $id) { isSuccess message } }`;

const DAY = 86_400_000;
const dayFromToday = (days: number) => today(new Date(Date.now() + days * DAY));

describe('dynamic parts of the employees’ app (spec 001 /dinamik-alan/dinamik-alanlar; docs/navigation.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let staff: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let editor: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let volunteer: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let news: number;
  let events: number;
  let volunteers: number;
  let serial = 0;

  const portal = async (token: string) => {
    const answer = await server.call<MyPart[]>(MY_PARTS, {}, { token, service: 'portal' });
    expect(answer.isSuccess).toBe(true);
    return answer.data;
  };
  const payload = (settings: Record<string, unknown> = {}) =>
    JSON.stringify({ pageSize: 5, sortDescending: '1', categoryIds: [news], ...settings });
  const part = (input: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    p.call<{ id: number }>(
      CREATE,
      {
        i: {
          name: `Alan ${++serial}`,
          title: 'Son duyurular',
          position: serial,
          targetComponent: 'AnnouncementsByCategory',
          viewType: 2,
          targetPayload: payload(),
          ...input,
        },
      },
      { lang },
    );
  const created = async (input: Record<string, unknown> = {}) => {
    const answer = await part(input);
    expect(answer.messages).toEqual([]);
    return answer.data.id;
  };
  const stored = async (id: number) =>
    (
      await p.call<{
        viewType: number;
        targetPayload: string;
        logoPath: string | null;
        headerColor: string | null;
        source: string;
        users: { id: number; userId: number }[];
        groups: { id: number; groupId: number }[];
        roles: { id: number; roleId: number; role: { name: string } }[];
      }>(ONE, { id })
    ).data;
  /** An announcement made `daysAgo` days ago (at noon), sent to `to`. */
  const announce = async (title: string, categoryId: number, daysAgo: number, to: number[]) =>
    server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      const createTime = new Date(`${dayFromToday(-daysAgo)}T12:00:00`);
      const [row] = await db
        .insert(announcements)
        .values({ title, body: `<p>${title}</p>`, categoryId, createTime })
        .returning({ id: announcements.id });
      if (!row) throw new Error('no announcement');
      if (to.length)
        await db.insert(announcementUsers).values(to.map((userId) => ({ announcementId: row.id, userId })));
      return row.id;
    });
  const seen = async (token: string, partId: number) => (await portal(token)).find((x) => x.id === partId);
  const titles = async (token: string, partId: number) =>
    (await seen(token, partId))?.announcements.map((a) => a.title);

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
    staff = await server.signInEmployee(p.tenant, 'Deniz', 'Personel');
    editor = await server.signInEmployee(p.tenant, 'Ece', 'Editör');
    volunteer = await server.signInEmployee(p.tenant, 'Gül', 'Gönüllü');
    await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      await db.update(users).set({ roleId: p.roles.Personel }).where(eq(users.id, staff.userId));
      await db.update(users).set({ roleId: p.roles.Editor }).where(eq(users.id, editor.userId));
      await db.update(users).set({ roleId: p.roles.Editor }).where(eq(users.id, volunteer.userId));
    });
    news = await insertCategory(p, 'Haberler', false);
    events = await insertCategory(p, 'Etkinlikler', false);
    volunteers = await createGroup(p, 'Gönüllüler', [volunteer.userId]);
  });
  afterAll(() => server.stop());

  it('reaches its users, the members of its groups and its roles — any of them; with none, nobody', async () => {
    const byRole = await created({ roleIds: [p.roles.Personel] });
    const byUser = await created({ userIds: [editor.userId] });
    const byGroup = await created({ groupIds: [volunteers] });
    const byNone = await created();
    const ids = async (token: string) => (await portal(token)).map((x) => x.id);
    expect(await ids(staff.token)).toContain(byRole);
    expect(await ids(staff.token)).not.toContain(byUser);
    expect(await ids(editor.token)).toEqual(expect.arrayContaining([byUser]));
    expect(await ids(editor.token)).not.toContain(byRole);
    expect(await ids(volunteer.token)).toContain(byGroup);
    expect(await ids(volunteer.token)).not.toContain(byUser);
    for (const token of [staff.token, editor.token, volunteer.token])
      expect(await ids(token)).not.toContain(byNone);

    // stored with the part, in the same write; the list names its source
    const one = await stored(byRole);
    expect(one.roles.map((r) => r.role.name)).toEqual(['Personel']);
    expect(one.source).toBe('Kategoriye göre duyurular');
    const list = await p.call<{ id: number; source: string }[]>(LIST, {}, { lang: 'en' });
    expect(list.data.find((x) => x.id === byRole)?.source).toBe('Announcements by category');
  });

  it('writes nothing when an assignment names no row', async () => {
    const before = await p.count('dynamicParts');
    const refused = await part({ roleIds: [p.roles.Personel], userIds: [999_999] });
    expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation', field: 'userIds' }] });
    expect(await p.count('dynamicParts')).toBe(before);
  });

  it('shows a part only inside its publish window', async () => {
    const later = await created({ startDate: dayFromToday(1), roleIds: [p.roles.Personel] });
    const ended = await created({ endDate: dayFromToday(-1), roleIds: [p.roles.Personel] });
    const live = await created({
      startDate: dayFromToday(0),
      endDate: dayFromToday(0),
      roleIds: [p.roles.Personel],
    });
    const ids = (await portal(staff.token)).map((x) => x.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(ended);
  });

  it('keeps the page size at most 10 (MaxNumber 10), a negative one as 0, the view type always 2', async () => {
    const tooMany = await part({ targetPayload: payload({ pageSize: 11 }) });
    expect(tooMany).toMatchObject({
      isSuccess: false,
      messages: [
        {
          code: 'Validation',
          field: 'targetPayload.pageSize',
          message: 'Sayfa boyutu: En fazla 10 olabilir',
        },
      ],
    });
    const negative = await created({ targetPayload: payload({ pageSize: -4 }), viewType: 7 });
    const kept = await stored(negative);
    expect(kept.viewType).toBe(2);
    expect(JSON.parse(kept.targetPayload)).toEqual({
      pageSize: 0,
      sortDescending: '1',
      startDate: null,
      endDate: null,
      lastDays: null,
      categoryIds: [news],
      pinnedAnnouncementIds: [],
    });
    // without a view type, and with the sort as a boolean and the spec's source number
    const plain = await created({
      viewType: null,
      targetComponent: '1',
      targetPayload: JSON.stringify({ categoryIds: [news, news], sortDescending: false }),
    });
    const read = await stored(plain);
    expect(read).toMatchObject({ viewType: 2, targetComponent: 'AnnouncementsByCategory' });
    expect(JSON.parse(read.targetPayload)).toMatchObject({
      pageSize: 5,
      sortDescending: '0',
      categoryIds: [news],
    });
    // an update with another view type keeps 2
    const update = await p.call(UPDATE, {
      i: {
        id: plain,
        name: 'Güncel',
        title: 'Başlık',
        position: 1,
        targetComponent: 'AnnouncementsByCategory',
        viewType: 1,
        targetPayload: payload(),
      },
    });
    expect(update.isSuccess).toBe(true);
    expect((await stored(plain)).viewType).toBe(2);
  });

  it('refuses a payload that is not JSON, names no category, a passive or missing one, a missing pinned announcement', async () => {
    const cases: [string, string][] = [
      ['not json', 'targetPayload'],
      [JSON.stringify({ categoryIds: [] }), 'targetPayload.categoryIds'],
      [JSON.stringify({ categoryIds: [999_999] }), 'targetPayload.categoryIds'],
      [
        JSON.stringify({ categoryIds: [news], pinnedAnnouncementIds: [999_999] }),
        'targetPayload.pinnedAnnouncementIds',
      ],
      [JSON.stringify({ categoryIds: [news], sortDescending: 'yes' }), 'targetPayload.sortDescending'],
      [JSON.stringify({ categoryIds: [news], startDate: '2026-02-30' }), 'targetPayload.startDate'],
      [
        JSON.stringify({ categoryIds: [news], startDate: '2026-03-10', endDate: '2026-03-01' }),
        'targetPayload.endDate',
      ],
    ];
    for (const [targetPayload, field] of cases)
      expect(await part({ targetPayload }), targetPayload).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'Validation', field }],
      });
    const both = await part({ targetPayload: payload({ lastDays: 7, startDate: '2026-01-01' }) }, 'en');
    expect(both.messages[0]).toMatchObject({
      field: 'targetPayload.lastDays',
      message: 'Last days: Give either the number of last days or the dates, not both',
    });
    const passive = await insertCategory(p, 'Eski kategori', false);
    await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db
        .update(announcementCategories)
        .set({ isActive: false })
        .where(eq(announcementCategories.id, passive)),
    );
    expect(await part({ targetPayload: payload({ categoryIds: [passive] }) })).toMatchObject({
      isSuccess: false,
      messages: [{ field: 'targetPayload.categoryIds' }],
    });
  });

  it('tells a tenant with no category to create one first', async () => {
    const fresh = await peopleFixture(server);
    const answer = await fresh.call<{ id: number }>(CREATE, {
      i: {
        name: 'Alan',
        title: 'Başlık',
        position: 1,
        targetComponent: 'AnnouncementsByCategory',
        viewType: 2,
        targetPayload: JSON.stringify({ categoryIds: [] }),
      },
    });
    expect(answer).toMatchObject({
      isSuccess: false,
      messages: [
        {
          field: 'targetPayload.categoryIds',
          message: 'Kategori oluşturunuz!!! Önce bir duyuru kategorisi ekleyin',
        },
      ],
    });
  });

  it('shows only announcements that reached me, of its categories, pinned first, in its order, at most its page size', async () => {
    const old = await announce('Eski haber', news, 4, [staff.userId]);
    await announce('Dünkü haber', news, 1, [staff.userId]);
    await announce('Bugünkü haber', news, 0, [staff.userId]);
    await announce('Başkasına giden haber', news, 0, [editor.userId]);
    await announce('Etkinlik', events, 0, [staff.userId]);
    const newest = await created({ roleIds: [p.roles.Personel], targetPayload: payload({ pageSize: 10 }) });
    expect(await titles(staff.token, newest)).toEqual(['Bugünkü haber', 'Dünkü haber', 'Eski haber']);
    const oldest = await created({
      roleIds: [p.roles.Personel],
      targetPayload: payload({ pageSize: 2, sortDescending: '0', categoryIds: [news, events] }),
    });
    expect(await titles(staff.token, oldest)).toEqual(['Eski haber', 'Dünkü haber']);
    const pinned = await created({
      roleIds: [p.roles.Personel],
      targetPayload: payload({ pageSize: 3, pinnedAnnouncementIds: [old] }),
    });
    expect(await titles(staff.token, pinned)).toEqual(['Eski haber', 'Bugünkü haber', 'Dünkü haber']);
    const none = await created({ roleIds: [p.roles.Personel], targetPayload: payload({ pageSize: 0 }) });
    expect(await titles(staff.token, none)).toEqual([]);
    // the editor sees the part through their user, but only what reached them
    const shared = await created({ roleIds: [p.roles.Personel], userIds: [editor.userId] });
    expect(await titles(editor.token, shared)).toEqual(['Başkasına giden haber']);
    const first = (await seen(staff.token, newest))?.announcements[0];
    expect(first).toMatchObject({ categoryName: 'Haberler', coverUrl: null });
  });

  it('keeps to its fixed dates or to the last N days', async () => {
    const category = await insertCategory(p, 'Tarihli', false);
    await announce('On gün önce', category, 10, [staff.userId]);
    await announce('Beş gün önce', category, 5, [staff.userId]);
    await announce('İki gün önce', category, 2, [staff.userId]);
    await announce('Bugün', category, 0, [staff.userId]);
    const fixed = await created({
      roleIds: [p.roles.Personel],
      targetPayload: payload({
        categoryIds: [category],
        startDate: dayFromToday(-6),
        endDate: dayFromToday(-2),
      }),
    });
    expect(await titles(staff.token, fixed)).toEqual(['İki gün önce', 'Beş gün önce']);
    const lastThree = await created({
      roleIds: [p.roles.Personel],
      targetPayload: payload({ categoryIds: [category], lastDays: 3 }),
    });
    expect(await titles(staff.token, lastThree)).toEqual(['Bugün', 'İki gün önce']);
    const lastOne = await created({
      roleIds: [p.roles.Personel],
      targetPayload: payload({ categoryIds: [category], lastDays: 1 }),
    });
    expect(await titles(staff.token, lastOne)).toEqual(['Bugün']);
  });

  it('changes who sees a part one assignment at a time; each once per part', async () => {
    const id = await created();
    expect(await seen(staff.token, id)).toBeUndefined();
    const role = await p.call<{ id: number }>(assign('Role'), {
      i: { dynamicPartId: id, roleId: p.roles.Personel },
    });
    expect(role.isSuccess).toBe(true);
    expect(await seen(staff.token, id)).toBeDefined();
    const again = await p.call(assign('Role'), { i: { dynamicPartId: id, roleId: p.roles.Personel } });
    expect(again).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const user = await p.call<{ id: number }>(assign('User'), {
      i: { dynamicPartId: id, userId: editor.userId },
    });
    const group = await p.call<{ id: number }>(assign('Group'), {
      i: { dynamicPartId: id, groupId: volunteers },
    });
    expect(await seen(editor.token, id)).toBeDefined();
    expect(await seen(volunteer.token, id)).toBeDefined();
    expect(
      (await p.call(assign('User'), { i: { dynamicPartId: id, userId: editor.userId } })).isSuccess,
    ).toBe(false);
    expect((await p.call(assign('Group'), { i: { dynamicPartId: id, groupId: volunteers } })).isSuccess).toBe(
      false,
    );
    const read = await stored(id);
    expect(read.users.map((u) => u.userId)).toEqual([editor.userId]);
    expect(read.groups.map((g) => g.groupId)).toEqual([volunteers]);

    expect((await p.call(unassign('Role'), { id: role.data.id })).isSuccess).toBe(true);
    expect((await p.call(unassign('User'), { id: user.data.id })).isSuccess).toBe(true);
    expect(await seen(staff.token, id)).toBeUndefined();
    expect(await seen(editor.token, id)).toBeUndefined();
    expect(await seen(volunteer.token, id)).toBeDefined();
    expect((await p.call(unassign('Group'), { id: group.data.id })).isSuccess).toBe(true);
    expect(await seen(volunteer.token, id)).toBeUndefined();
  });

  it('takes colours as #RRGGBB (blank is none) and a logo only from the tenant’s own uploads', async () => {
    const upload = await callService<{ filePath: string }>(p, 'upload', EDITOR_IMAGE, {
      i: { fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.png) },
    });
    expect(upload.isSuccess).toBe(true);
    const id = await created({ logoPath: upload.data.filePath, headerColor: '#1A2B3C', fontColor: '  ' });
    expect(await stored(id)).toMatchObject({ logoPath: upload.data.filePath, headerColor: '#1A2B3C' });
    for (const logoPath of [
      'https://evil.example.com/logo.png',
      `/files/${p.tenant.tag}/00000000-0000-0000-0000-000000000000.png`,
      '/files/baska-firma/logo.png',
    ])
      expect(await part({ logoPath }), logoPath).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'Validation', field: 'logoPath' }],
      });
    expect(await part({ headerColor: '#abc' })).toMatchObject({ messages: [{ field: 'headerColor' }] });
    expect(await part({ name: '', title: '' })).toMatchObject({ isSuccess: false });
  });

  it('keeps to its tenant: another tenant cannot read, change or see it', async () => {
    const id = await created({ roleIds: [p.roles.Personel] });
    const other = await peopleFixture(server);
    expect((await other.call(ONE, { id })).messages).toMatchObject([{ code: 'NotFound' }]);
    expect(
      (await other.call(`mutation { deleteDynamicPart(id: ${id}) { isSuccess messages { code } } }`))
        .messages,
    ).toMatchObject([{ code: 'NotFound' }]);
    const outsider = await server.signInEmployee(other.tenant, 'Dış', 'Personel');
    await server.server.services.tenants.withTenant(other.tenant.tag, (db) =>
      db.update(users).set({ roleId: other.roles.Personel }).where(eq(users.id, outsider.userId)),
    );
    expect((await portal(outsider.token)).map((x) => x.id)).not.toContain(id);
    expect(await seen(staff.token, id)).toBeDefined();
  });

  it('answers the lookups in the caller’s language; a delete takes the assignments along', async () => {
    const sources = await p.call<{ id: number; key: string; name: string }[]>(
      '{ dynamicPartTargetComponents { isSuccess data { id key name } } }',
      {},
      { lang: 'en' },
    );
    expect(sources.data).toEqual([
      { id: 1, key: 'AnnouncementsByCategory', name: 'Announcements by category' },
    ]);
    const views = await p.call<{ id: number; name: string }[]>(
      '{ dynamicPartViewTypes { data { id name } } }',
    );
    expect(views.data).toEqual([{ id: 2, name: 'Liste' }]);
    const id = await created({ roleIds: [p.roles.Personel], userIds: [editor.userId] });
    const removed = await p.call(`mutation { deleteDynamicPart(id: ${id}) { isSuccess } }`);
    expect(removed.isSuccess).toBe(true);
    expect(await seen(staff.token, id)).toBeUndefined();
    expect((await p.call(ONE, { id })).messages).toMatchObject([{ code: 'NotFound' }]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkGroups } from '../src/db/tenant/navigation.table.ts';
import { sliderItemRoles, sliderItems, sliders } from '../src/db/tenant/sliders.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { createGroup, insertCategory } from './announcements-fixture.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer } from './harness.ts';

interface Preview {
  menus: { name: string }[];
  links: { name: string }[];
  sliders: { name: string; items: { name: string; imageUrl: string }[] }[];
  dynamicParts: { name: string }[];
}
interface Audience {
  count: number;
  users: { id: number; name: string; surname: string }[];
}
const AUDIENCE = `query($i: AppAudienceInput!) { appAudience(inputModel: $i) { isSuccess message
  data { count users { id name surname } } } }`;
const PREVIEW = `query($i: AppPreviewInput!) { appPreview(inputModel: $i) { isSuccess message messages { code field }
  data { menus { name } links { name } sliders { name items { name imageUrl } } dynamicParts { name } } } }`;
const CREATE_PART = `mutation($i: DynamicPartCreateInput!) { createDynamicPart(inputModel: $i) { isSuccess message data { id } } }`;
const MY_SLIDERS = `{ mySliders { data { name items { name imageUrl } } } }`;
const MY_MENUS = `query($d: String) { myMenus(deviceType: $d) { data { name } } }`;
const MY_LINKS = `{ myLinks { data { name } } }`;
const CREATE_MENU = `mutation($i: MenuCreateInput!) { createMenu(inputModel: $i) { isSuccess data { id } } }`;
const MENU_ROLE = `mutation($i: MenuRoleCreateInput!) { createMenuRole(inputModel: $i) { isSuccess } }`;
const DEVICE = `mutation($i: UserMenuDeviceCreateInput!) { createUserMenuDevices(inputModel: $i) { isSuccess } }`;
const CREATE_LINK = `mutation($i: LinkCreateInput!) { createLink(inputModel: $i) { isSuccess data { id } } }`;
const LINK_ROLE = `mutation($i: LinkRoleCreateInput!) { createLinkRole(inputModel: $i) { isSuccess } }`;

describe('who will see this, and the app as one employee sees it (issue 27 §3; docs/navigation.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let staff: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let editor: number;
  let leaver: number;
  let group: number;
  const audience = async (input: Record<string, unknown>) =>
    (await p.call<Audience>(AUDIENCE, { i: input })).data;
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
    staff = await server.signInEmployee(p.tenant, 'Ayşe', 'Önizleme');
    editor = await p.createUser({ roleId: p.roles.Editor, name: 'Işık', surname: 'Editör' });
    leaver = await p.createUser({ name: 'Eski', surname: 'Çalışan' });
    group = await createGroup(p, 'Saha', [editor, leaver]);
    await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      await db.update(users).set({ roleId: p.roles.Personel }).where(eq(users.id, staff.userId));
      await db.update(users).set({ isActive: false }).where(eq(users.id, leaver));
    });
  });
  afterAll(() => server.stop());

  it('counts the active employees a role, a user or a group reaches, and names the first by search', async () => {
    const personel = await audience({ roleIds: [p.roles.Personel] });
    const ids = personel.users.map((user) => user.id);
    expect(ids).toContain(staff.userId);
    expect(ids).not.toContain(editor);
    expect(ids).not.toContain(leaver); // inactive: sees nothing, counted nowhere
    expect(personel.count).toBe(personel.users.length);

    const withGroup = await audience({ roleIds: [p.roles.Personel], groupIds: [group] });
    expect(withGroup.count).toBe(personel.count + 1); // the editor through the group; the leaver still not
    expect(withGroup.users.map((user) => user.id)).toContain(editor);

    const byUser = await audience({ userIds: [editor, leaver] });
    expect(byUser).toEqual({ count: 1, users: [{ id: editor, name: 'Işık', surname: 'Editör' }] });

    // a search narrows the names, never the count; Turkish folding as in the lists
    const searched = await audience({ roleIds: [p.roles.Personel, p.roles.Editor], searchText: 'IŞIK' });
    expect(searched.users.map((user) => user.id)).toEqual([editor]);
    expect(searched.count).toBe(personel.count + 1);

    expect(await audience({})).toEqual({ count: 0, users: [] });
  });

  it('previews the menu and links of an employee or a role on a day and a device — as the portal answers them', async () => {
    const [linkGroup] = await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      const [slider] = await db.insert(sliders).values({ name: 'Ana sayfa' }).returning();
      const item = (name: string, startDate: string | null) => ({
        sliderId: slider!.id,
        name,
        description: name,
        position: 1,
        targetComponent: 'UrlBrowser',
        targetPayload: '{"url":"https://example.com"}',
        imagePath: `/files/${p.tenant.tag}/${name}.png`,
        startDate,
      });
      const items = await db
        .insert(sliderItems)
        .values([item('kampanya', null), item('bayram', '2999-01-01')])
        .returning();
      await db
        .insert(sliderItemRoles)
        .values(items.map((row) => ({ sliderItemId: row.id, roleId: p.roles.Personel! })));
      return db.insert(linkGroups).values({ name: 'Genel' }).returning();
    });
    const menu = async (name: string, extra: Record<string, unknown> = {}) => {
      const created = await p.call<{ id: number }>(CREATE_MENU, {
        i: {
          name,
          position: 1,
          icon: 'Announcement',
          targetComponent: 'UrlBrowser',
          targetPayload: 'https://example.com',
          ...extra,
        },
      });
      await p.call(MENU_ROLE, { i: { menuId: created.data.id, roleId: p.roles.Personel } });
      return created.data.id;
    };
    await menu('Bugün');
    const web = await menu('Web');
    await p.call(DEVICE, { i: { menuId: web, deviceType: 'WEB' } });
    await menu('Gelecek ay', { startDate: '2999-01-01' });
    const link = await p.call<{ id: number }>(CREATE_LINK, {
      i: {
        name: 'İK sayfası',
        description: 'İK',
        position: 1,
        targetComponent: 'UrlBrowser',
        targetPayload: 'https://example.com',
        linkGroupId: linkGroup?.id,
      },
    });
    await p.call(LINK_ROLE, { i: { linkId: link.data.id, roleId: p.roles.Editor } });

    const preview = async (input: Record<string, unknown>) =>
      (await p.call<Preview>(PREVIEW, { i: input })).data;
    const asStaff = await preview({ userId: staff.userId });
    const portal = { token: staff.token, service: 'portal' as const };
    expect(names(asStaff.menus)).toEqual(
      names((await server.call<{ name: string }[]>(MY_MENUS, {}, portal)).data),
    );
    expect(names(asStaff.links)).toEqual(
      names((await server.call<{ name: string }[]>(MY_LINKS, {}, portal)).data),
    );
    expect(asStaff.sliders).toEqual((await server.call<unknown[]>(MY_SLIDERS, {}, portal)).data);
    expect(asStaff.sliders).toEqual([
      { name: 'Ana sayfa', items: [{ name: 'kampanya', imageUrl: `/files/${p.tenant.tag}/kampanya.png` }] },
    ]);
    expect(names(asStaff.menus).sort()).toEqual(['Bugün', 'Web']);
    expect(names((await preview({ userId: staff.userId, deviceType: 'WEB' })).menus)).toEqual(['Web']);
    expect(names((await preview({ roleId: p.roles.Personel, day: '2999-02-01' })).menus).sort()).toEqual([
      'Bugün',
      'Gelecek ay',
      'Web',
    ]);
    expect((await preview({ roleId: p.roles.Personel, day: '2999-02-01' })).sliders[0]?.items).toHaveLength(
      2,
    );
    expect(await preview({ roleId: p.roles.Editor })).toEqual({
      menus: [],
      links: [{ name: 'İK sayfası' }],
      sliders: [],
      dynamicParts: [],
    });
    // an inactive employee's app shows nothing
    expect(await preview({ userId: leaver })).toEqual({
      menus: [],
      links: [],
      sliders: [],
      dynamicParts: [],
    });

    const neither = await p.call(PREVIEW, { i: { deviceType: 'WEB' } });
    expect(neither).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation', field: 'userId' }] });
    const both = await p.call(PREVIEW, { i: { userId: staff.userId, roleId: p.roles.Editor } });
    expect(both.isSuccess).toBe(false);
    expect((await p.call(PREVIEW, { i: { userId: 999999 } })).messages?.[0]?.code).toBe('NotFound');
  });

  it('a dynamic part reaches exactly whom the dialog counts: its users, its groups’ members, its roles', async () => {
    const categoryId = await insertCategory(p, 'Haberler', false);
    const other = await p.createUser({ roleId: p.roles.Admin, name: 'Başka', surname: 'Kişi' });
    const assignment = { userIds: [staff.userId], groupIds: [group], roleIds: [p.roles.Editor] };
    const created = await p.call<{ id: number }>(CREATE_PART, {
      i: {
        name: 'Herkese değil',
        title: 'Haberler',
        position: 1,
        targetComponent: 'AnnouncementsByCategory',
        viewType: 2,
        targetPayload: JSON.stringify({ pageSize: 5, categoryIds: [categoryId] }),
        ...assignment,
      },
    });
    expect(created.isSuccess).toBe(true);
    const counted = new Set((await audience(assignment)).users.map((user) => user.id));
    const everyone = [p.adminId, staff.userId, editor, leaver, other];
    for (const userId of everyone) {
      const parts = (await p.call<Preview>(PREVIEW, { i: { userId } })).data.dynamicParts;
      expect(
        parts.some((part) => part.name === 'Herkese değil'),
        `user ${userId}`,
      ).toBe(counted.has(userId));
    }
    expect([...counted].sort()).toEqual([staff.userId, editor].sort());
  });
});

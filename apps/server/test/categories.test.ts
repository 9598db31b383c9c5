import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ICONS } from '@pano/contract';
import { announcements } from '../src/db/tenant/announcements.table.ts';
import { TestServer, type Tenant } from './harness.ts';

interface Category {
  id: number;
  name: string;
  icon: string;
  isNotification: number;
  isActive: boolean;
}

const FIELDS = 'isSuccess message messages { code message } data { id }';
const CREATE = `mutation($i: CategoryCreateInput!) { createCategory(inputModel: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($i: CategoryUpdateInput!) { updateCategory(inputModel: $i) { ${FIELDS} } }`;
const LIST = `query($p: CategoryPagerModel) { categories(pagerModel: $p) { isSuccess totalItemCount data { id name icon isNotification isActive createTime } } }`;

describe('announcement categories and icons', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });
  const list = async (pager: Record<string, unknown> = {}) =>
    (await call<Category[]>(LIST, { p: { pageSize: 100, ...pager } })).data;

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
  });
  afterAll(() => server.stop());

  it('creates a category active, isNotification sent and answered as 1 or 0', async () => {
    const created = await call<{ id: number }>(CREATE, {
      i: { name: 'İnsan Kaynakları', icon: 'Groups', isNotification: 1 },
    });
    expect(created.isSuccess).toBe(true);
    const quiet = await call<{ id: number }>(CREATE, { i: { name: 'Etkinlikler', icon: 'Celebration' } });
    const rows = await list({ sortColumn: 'name', sortDescending: false });
    expect(rows.map((r) => [r.name, r.icon, r.isNotification, r.isActive])).toEqual([
      ['Etkinlikler', 'Celebration', 0, true],
      ['İnsan Kaynakları', 'Groups', 1, true],
    ]);
    const single = await call<Category>(
      `query($id: Int!) { category(id: $id) { data { isNotification } } }`,
      {
        id: quiet.data.id,
      },
    );
    expect(single.data.isNotification).toBe(0);
  });

  it('refuses a missing name or icon, an unknown icon and isNotification 2, and creates nothing', async () => {
    const before = (await list()).length;
    const noName = await call(CREATE, { i: { name: ' ', icon: 'Groups' } }, 'en');
    expect(noName).toMatchObject({ isSuccess: false, message: 'Name: This field is required' });
    const noIcon = await call(CREATE, { i: { name: 'X' } });
    expect(noIcon).toMatchObject({ isSuccess: false, message: 'İkon: Bu alan zorunludur' });
    const unknown = await call(CREATE, { i: { name: 'X', icon: 'Skull' } }, 'en');
    expect(unknown).toMatchObject({ isSuccess: false, message: 'Icon: Choose one of the listed icons' });
    const two = await call(CREATE, { i: { name: 'X', icon: 'Star', isNotification: 2 } }, 'en');
    expect(two).toMatchObject({ isSuccess: false, message: 'Send notification: Must be at most 1' });
    expect(await list()).toHaveLength(before);
  });

  it('makes a category passive: listed only when passive ones are asked for', async () => {
    const { data } = await call<{ id: number }>(CREATE, {
      i: { name: 'Eski', icon: 'Savings', isNotification: 1 },
    });
    const updated = await call(UPDATE, {
      i: { id: data.id, name: 'Eski Kampanyalar', icon: 'Savings', isNotification: 0, isActive: false },
    });
    expect(updated.isSuccess).toBe(true);
    expect((await list()).some((r) => r.id === data.id)).toBe(false);
    const passive = await list({ isActive: false });
    expect(passive).toEqual([
      expect.objectContaining({ id: data.id, name: 'Eski Kampanyalar', isNotification: 0, isActive: false }),
    ]);
  });

  it('does not delete a category announcements use (InUse), and deletes an unused one', async () => {
    const used = await call<{ id: number }>(CREATE, { i: { name: 'Kullanılan', icon: 'Info' } });
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.insert(announcements).values({ title: 'Duyuru', body: 'Metin', categoryId: used.data.id }),
    );
    const DELETE = `mutation($id: Int!) { deleteCategory(id: $id) { ${FIELDS} } }`;
    const refused = await call(DELETE, { id: used.data.id }, 'en');
    expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
    expect((await list()).some((r) => r.id === used.data.id)).toBe(true);
    const unused = await call<{ id: number }>(CREATE, { i: { name: 'Boş', icon: 'Star' } });
    expect(await call(DELETE, { id: unused.data.id })).toMatchObject({ isSuccess: true });
    expect((await list()).some((r) => r.id === unused.data.id)).toBe(false);
  });

  it('serves the icon names 15 per page, searchable', async () => {
    const ICONS = `query($p: IconPagerModel) { icons(pagerModel: $p) { isSuccess messages { code } totalItemCount data { name } } }`;
    const first = await call<{ name: string }[]>(ICONS, {});
    expect(first.totalItemCount).toBe(CATEGORY_ICONS.length);
    expect(first.data).toHaveLength(15);
    expect(first.data[0]?.name).toBe(CATEGORY_ICONS[0]);
    const last = Math.ceil(CATEGORY_ICONS.length / 15);
    const end = await call<{ name: string }[]>(ICONS, { p: { pageNumber: last } });
    expect(end.data.at(-1)?.name).toBe(CATEGORY_ICONS.at(-1));
    const search = await call<{ name: string }[]>(ICONS, { p: { searchText: 'local' } });
    expect(search.data.map((i) => i.name)).toEqual(['LocalHospital', 'LocalCafe', 'LocalShipping']);
    // Turkish and English keywords, case and dotted/dotless i folded
    for (const [searchText, names] of [
      ['ödül', ['EmojiEvents', 'MilitaryTech']],
      ['trophy', ['EmojiEvents']],
      ['İNŞAAT', ['Construction']],
      ['KAHVE', ['LocalCafe']],
    ] as const) {
      const found = await call<{ name: string }[]>(ICONS, { p: { searchText } });
      expect(found.data.map((i) => i.name)).toEqual(names);
    }
    const anonymous = await server.call(ICONS, {});
    expect(anonymous).toMatchObject({ isSuccess: false, messages: [{ code: 'AuthRequired' }] });
  });
});

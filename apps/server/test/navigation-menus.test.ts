import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../src/db/tenant/forms.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer } from './harness.ts';

interface MenuRow {
  id: number;
  name: string;
  position: number;
  backgroundColor: string | null;
  targetPayload: string;
  devices: { id: number; deviceType: string }[];
}
const MENUS = `query { menus(menuPagerModel: { pageSize: 100 }) { isSuccess totalItemCount
  data { id name position backgroundColor targetPayload devices { id deviceType } } } }`;
const CREATE = `mutation($i: MenuCreateInput!) { createMenu(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
const UPDATE = `mutation($i: MenuUpdateInput!) { updateMenu(inputModel: $i) { isSuccess message data { id } } }`;
const MOVE = `mutation($i: MenuMoveInput!) { moveMenu(inputModel: $i) { isSuccess message data { id } } }`;
const DELETE = `mutation($id: Int!) { deleteMenu(id: $id) { isSuccess message } }`;
const ROLE = `mutation($i: MenuRoleCreateInput!) { createMenuRole(inputModel: $i) { isSuccess message } }`;
const ADD_DEVICE = `mutation($i: UserMenuDeviceCreateInput!) { createUserMenuDevices(inputModel: $i) { isSuccess message } }`;
const DELETE_DEVICE = `mutation($id: Int!) { deleteUserMenuDevices(id: $id) { isSuccess message } }`;
const MY_MENUS = `query($d: String) { myMenus(deviceType: $d) { isSuccess message data { name icon targetComponent targetPayload } } }`;

describe('menus of the employees’ app (spec 001 /menu/menu; docs/navigation.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let staff: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let formId: number;
  const list = async () => (await p.call<MenuRow[]>(MENUS)).data;
  const order = async () => (await list()).map((m) => `${m.position}:${m.name}`);
  const menu = (input: Record<string, unknown>) =>
    p.call<{ id: number }>(CREATE, {
      i: {
        name: 'Menü',
        position: 1,
        icon: 'Announcement',
        targetComponent: 'UrlBrowser',
        targetPayload: 'https://example.com',
        backgroundColor: '',
        ...input,
      },
    });
  const myMenus = (deviceType?: string) =>
    server
      .call<{ name: string }[]>(MY_MENUS, deviceType ? { d: deviceType } : {}, {
        token: staff.token,
        service: 'portal',
      })
      .then((r) => r.data.map((m) => m.name));

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
    staff = await server.signInEmployee(p.tenant, 'Deniz', 'Menü');
    await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      await db.update(users).set({ roleId: p.roles.Personel }).where(eq(users.id, staff.userId));
      const [form] = await db.insert(forms).values({ name: 'Öneri formu', version: 1 }).returning();
      formId = form?.id ?? 0;
    });
  });
  afterAll(() => server.stop());

  it('keeps positions 1…n through creates, the arrows, a drag and a delete', async () => {
    const a = (await menu({ name: 'A', position: 1 })).data.id;
    const b = (await menu({ name: 'B', position: 2 })).data.id;
    const c = (await menu({ name: 'C', position: 99 })).data.id;
    expect(await order()).toEqual(['1:A', '2:B', '3:C']);
    // a new entry at 1 pushes the others down
    const d = (await menu({ name: 'D', position: 1 })).data.id;
    expect(await order()).toEqual(['1:D', '2:A', '3:B', '4:C']);
    // the spec's arrow: an update with the position one up swaps with the neighbour
    const rowC = (await list()).find((m) => m.id === c);
    const up = await p.call(UPDATE, {
      i: {
        id: c,
        name: 'C',
        position: (rowC?.position ?? 0) - 1,
        icon: 'Announcement',
        targetComponent: 'UrlBrowser',
        targetPayload: rowC?.targetPayload,
      },
    });
    expect(up.isSuccess).toBe(true);
    expect(await order()).toEqual(['1:D', '2:A', '3:C', '4:B']);
    // a drag: one call
    expect((await p.call(MOVE, { i: { id: b, position: 1 } })).isSuccess).toBe(true);
    expect(await order()).toEqual(['1:B', '2:D', '3:A', '4:C']);
    expect((await p.call(DELETE, { id: d })).isSuccess).toBe(true);
    expect(await order()).toEqual(['1:B', '2:A', '3:C']);
    for (const id of [a, b, c]) await p.call(DELETE, { id });
  });

  it('reaches its roles on its devices (MOBILE by default), inside its window', async () => {
    const both = (await menu({ name: 'Duyurular', position: 1 })).data.id;
    const webOnly = (await menu({ name: 'Web sayfası', position: 2 })).data.id;
    const noRole = (await menu({ name: 'Taslak', position: 3 })).data.id;
    const later = (await menu({ name: 'Yarın', position: 4, startDate: '2999-01-01' })).data.id;
    for (const id of [both, webOnly, later])
      expect((await p.call(ROLE, { i: { menuId: id, roleId: p.roles.Personel } })).isSuccess).toBe(true);
    expect((await p.call(ADD_DEVICE, { i: { menuId: both, deviceType: 'WEB' } })).isSuccess).toBe(true);
    const webRow = (await list()).find((m) => m.id === webOnly);
    expect(webRow?.devices.map((d) => d.deviceType)).toEqual(['MOBILE']);
    await p.call(ADD_DEVICE, { i: { menuId: webOnly, deviceType: 'WEB' } });
    expect((await p.call(DELETE_DEVICE, { id: webRow?.devices[0]?.id })).isSuccess).toBe(true);
    // a device once per entry
    expect((await p.call(ADD_DEVICE, { i: { menuId: both, deviceType: 'WEB' } })).isSuccess).toBe(false);

    expect(await myMenus()).toEqual(['Duyurular']);
    expect(await myMenus('MOBILE')).toEqual(['Duyurular']);
    expect(await myMenus('WEB')).toEqual(['Duyurular', 'Web sayfası']);
    expect(await myMenus()).not.toContain('Taslak');
    const unknownDevice = await server.call(MY_MENUS, { d: 'TV' }, { token: staff.token, service: 'portal' });
    expect(unknownDevice.isSuccess).toBe(false);
    for (const id of [both, webOnly, noRole, later]) await p.call(DELETE, { id });
  });

  it('checks what an entry opens and how it looks, on every write, changing nothing when refused', async () => {
    const form = await menu({
      name: 'Öneriler',
      targetComponent: 'Form',
      targetPayload: `{"formId":${formId}}`,
    });
    expect(form.isSuccess).toBe(true);
    const before = (await list()).length;
    for (const bad of [
      { targetComponent: 'Form', targetPayload: '{"formId":999999}' },
      { targetComponent: 'Form', targetPayload: 'formId' },
      { targetComponent: 'UrlBrowser', targetPayload: 'javascript:alert(1)' },
      { targetComponent: 'Video', targetPayload: 'x' },
      { icon: 'no-such-icon' },
      { backgroundColor: 'red' },
      { name: '  ' },
    ]) {
      const refused = await menu(bad);
      expect(refused, JSON.stringify(bad)).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'Validation' }],
      });
    }
    // the rule at the field (issue 48 §8): an empty target is required, a form that is none is no such record
    expect((await menu({ targetComponent: 'Form', targetPayload: ' ' })).message).toBe(
      'Hedef içeriği: Bu alan zorunludur',
    );
    expect((await menu({ targetComponent: 'Form', targetPayload: '{"formId":999999}' })).message).toBe(
      'Hedef içeriği: Böyle bir kayıt yok',
    );
    expect((await list()).length).toBe(before);
    const row = (await list()).find((m) => m.id === form.data.id);
    expect(row).toMatchObject({ backgroundColor: null, targetPayload: `{"formId":${formId}}` });
    const coloured = await menu({ name: 'Renkli', backgroundColor: '#0A7E3C' });
    expect((await list()).find((m) => m.id === coloured.data.id)?.backgroundColor).toBe('#0A7E3C');
  });

  it('names the devices in the caller’s language', async () => {
    const query = '{ getMenuDevices { isSuccess data { key value } } }';
    expect((await p.call<{ key: string; value: string }[]>(query)).data).toEqual([
      { key: 'MOBILE', value: 'Mobil uygulama' },
      { key: 'WEB', value: 'Web portalı' },
    ]);
    expect((await p.call<{ value: string }[]>(query, {}, { lang: 'en' })).data[0]?.value).toBe('Mobile app');
  });
});

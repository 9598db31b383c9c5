import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/tenant/users.table.ts';
import { today } from '../src/modules/navigation/audience.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer } from './harness.ts';

interface MyLink {
  id: number;
  name: string;
  targetComponent: string;
  targetPayload: string;
  linkGroupName: string;
  position: number;
}
const MY_LINKS = `{ myLinks { isSuccess totalItemCount data { id name targetComponent targetPayload linkGroupName position } } }`;
const CREATE_LINK = `mutation($i: LinkCreateInput!) { createLink(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
const ONE = `query($id: Int!) { link(id: $id) { data { targetPayload } } }`;
const UPDATE_LINK = `mutation($i: LinkUpdateInput!) { updateLink(inputModel: $i) { isSuccess message data { id } } }`;
const CREATE_ROLE = `mutation($i: LinkRoleCreateInput!) { createLinkRole(inputModel: $i) { isSuccess message data { id } } }`;
const LINKS = `query($p: LinkPagerModel) { getLinks(linkPagerModel: $p) { isSuccess totalItemCount
  data { id name position targetComponent linkGroup { id name } roles { id roleId role { name } } } } }`;

const dayFromToday = (days: number) => today(new Date(Date.now() + days * 86_400_000));

describe('links of the employees’ app (spec 001 /menu/link; docs/navigation.md)', () => {
  let server: TestServer;
  let p: PeopleFixture;
  let staff: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let editor: Awaited<ReturnType<TestServer['signInEmployee']>>;
  let group: number;
  const portal = (token: string) =>
    server.call<MyLink[]>(MY_LINKS, {}, { token, service: 'portal' }).then((r) => r.data);
  const link = (input: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
    p.call<{ id: number }>(
      CREATE_LINK,
      {
        i: {
          name: 'Yemek menüsü',
          description: 'Haftanın yemekleri',
          position: 1,
          targetComponent: 'UrlBrowser',
          targetPayload: '{"url":"https://yemek.example.com"}',
          linkGroupId: group,
          ...input,
        },
      },
      { lang },
    );
  const withRole = async (linkId: number, roleId: number | undefined) =>
    expect((await p.call(CREATE_ROLE, { i: { linkId, roleId } })).isSuccess).toBe(true);

  beforeAll(async () => {
    server = await TestServer.start();
    p = await peopleFixture(server);
    staff = await server.signInEmployee(p.tenant, 'Deniz', 'Personel');
    editor = await server.signInEmployee(p.tenant, 'Ece', 'Editör');
    await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      await db.update(users).set({ roleId: p.roles.Personel }).where(eq(users.id, staff.userId));
      await db.update(users).set({ roleId: p.roles.Editor }).where(eq(users.id, editor.userId));
    });
    const created = await p.call<{ id: number }>(
      'mutation { createLinkGroup(inputModel: { name: "Kurumsal" }) { isSuccess data { id } } }',
    );
    group = created.data.id;
  });
  afterAll(() => server.stop());

  it('reaches exactly the roles named on it; a link with no role reaches nobody', async () => {
    const forStaff = (await link({ name: 'Yemek menüsü', position: 2 })).data.id;
    const forEditors = (await link({ name: 'Yayın kuralları', position: 1 })).data.id;
    const forNobody = (await link({ name: 'Taslak bağlantı' })).data.id;
    await withRole(forStaff, p.roles.Personel);
    await withRole(forEditors, p.roles.Editor);
    await withRole(forEditors, p.roles.Personel);

    const mine = await portal(staff.token);
    expect(mine.map((l) => l.name)).toEqual(['Yayın kuralları', 'Yemek menüsü']);
    expect(mine[1]).toMatchObject({
      linkGroupName: 'Kurumsal',
      targetComponent: 'UrlBrowser',
      targetPayload: '{"url":"https://yemek.example.com/"}',
    });
    expect((await portal(editor.token)).map((l) => l.id)).toEqual([forEditors]);
    expect([...(await portal(staff.token)), ...(await portal(editor.token))].map((l) => l.id)).not.toContain(
      forNobody,
    );

    const listed = await p.call<{ id: number; roles: { role: { name: string } }[] }[]>(LINKS, {
      p: { pageSize: 100 },
    });
    expect(
      listed.data
        .find((l) => l.id === forEditors)
        ?.roles.map((r) => r.role.name)
        .sort(),
    ).toEqual(['Editor', 'Personel']);
    // a role once per link
    const again = await p.call(CREATE_ROLE, { i: { linkId: forStaff, roleId: p.roles.Personel } });
    expect(again.isSuccess).toBe(false);
  });

  it('shows a link only inside its publish window', async () => {
    const later = (await link({ name: 'Yarın açılır', startDate: dayFromToday(1) })).data.id;
    const ended = (await link({ name: 'Dün bitti', endDate: dayFromToday(-1) })).data.id;
    const live = (await link({ name: 'Bugün yayında', startDate: dayFromToday(0), endDate: dayFromToday(0) }))
      .data.id;
    for (const id of [later, ended, live]) await withRole(id, p.roles.Personel);
    const ids = (await portal(staff.token)).map((l) => l.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(ended);

    const backwards = await link({ startDate: dayFromToday(3), endDate: dayFromToday(1) });
    expect(backwards).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
  });

  it('stores an HTML page clean and a web address as {url}; refuses what is neither, changing nothing', async () => {
    const page = await link({
      targetComponent: 'HtmlPage',
      targetPayload: '<p onclick="x()">Kurallar</p><script>alert(1)</script><a href="javascript:x">a</a>',
    });
    const payloadOf = async (id: number) =>
      (await p.call<{ targetPayload: string }>(ONE, { id })).data.targetPayload;
    expect(await payloadOf(page.data.id)).toBe(
      '<p>Kurallar</p><a rel="noopener noreferrer" target="_blank">a</a>',
    );
    const bare = await link({ targetPayload: 'https://intranet.example.com/yol' });
    expect(await payloadOf(bare.data.id)).toBe('{"url":"https://intranet.example.com/yol"}');

    const before = (await p.call<unknown[]>(LINKS, { p: { pageSize: 100 } })).totalItemCount;
    const script = await link({ targetPayload: '{"url":"javascript:alert(1)"}' }, 'en');
    expect(script).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(script.message).toContain('Target content');
    // an empty target says it is required (issue 48 §8), in both languages
    const blank = await link({ targetPayload: '  ' }, 'en');
    expect(blank).toMatchObject({ isSuccess: false, message: 'Target content: This field is required' });
    expect((await link({ targetPayload: '' })).message).toBe('Hedef içeriği: Bu alan zorunludur');
    const empty = await link({ targetComponent: 'HtmlPage', targetPayload: '<script>x</script>' });
    expect(empty.isSuccess).toBe(false);
    const form = await link({ targetComponent: 'Form', targetPayload: '{"formId":1}' });
    expect(form.isSuccess).toBe(false);
    expect((await p.call<unknown[]>(LINKS, { p: { pageSize: 100 } })).totalItemCount).toBe(before);

    // the update path holds the same rule
    const id = bare.data.id;
    const update = await p.call(UPDATE_LINK, {
      i: {
        id,
        name: 'Yol',
        description: 'x',
        position: 1,
        targetComponent: 'UrlBrowser',
        targetPayload: 'ftp://x',
        linkGroupId: group,
      },
    });
    expect(update.isSuccess).toBe(false);
  });

  it('refuses control characters and raw spaces in a web address, in both languages, and stores the normal form', async () => {
    const payloadOf = async (id: number) =>
      (await p.call<{ targetPayload: string }>(ONE, { id })).data.targetPayload;
    const before = (await p.call<unknown[]>(LINKS, { p: { pageSize: 100 } })).totalItemCount;
    const bad = [
      '{"url":"https://yemek.example.com/a\\u0000b"}', // JSON's escape: a NUL once parsed
      '{"url":"https://yemek.example.com/\\u001b[31m"}',
      '{"url":"https://yemek.example.com/a\\tb"}',
      '{"url":"https://yemek.example.com/a\\nb"}',
      '{"url":"https://yemek.example.com/a\\u200bb"}',
      '{"url":"https://yemek.example.com/a b"}',
      'https://yemek.example.com/a b',
      'https://yemek.example.com/a\u00a0b',
      '{"url":"data:text/html,x"}',
    ];
    for (const targetPayload of bad) {
      const tr = await link({ targetPayload });
      expect(tr, targetPayload).toMatchObject({
        isSuccess: false,
        message:
          'Hedef içeriği: http:// ya da https:// ile başlayan, boşluk ve kontrol karakteri içermeyen bir adres girin',
      });
    }
    const en = await link({ targetPayload: bad[0] }, 'en');
    expect(en.message).toBe(
      'Target content: Enter an address starting with http:// or https://, without spaces or control characters',
    );
    expect((await p.call<unknown[]>(LINKS, { p: { pageSize: 100 } })).totalItemCount).toBe(before);

    const normal = await link({ targetPayload: ' HTTPS://Yemek.Example.COM:443/a%20b/../c?q=ş ' });
    expect(await payloadOf(normal.data.id)).toBe('{"url":"https://yemek.example.com/c?q=%C5%9F"}');
  });

  it('offers the modules an item can open, in the caller’s language', async () => {
    const query = '{ modules { isSuccess data { name targetComponent description } } }';
    const tr = await p.call<{ name: string; targetComponent: string }[]>(query);
    expect(tr.data.map((m) => [m.targetComponent, m.name])).toEqual([
      ['HtmlPage', 'HTML sayfası'],
      ['UrlBrowser', 'Web adresi'],
      ['Form', 'Form'],
    ]);
    const en = await p.call<{ name: string }[]>(query, {}, { lang: 'en' });
    expect(en.data[1]?.name).toBe('Web address');
  });
});

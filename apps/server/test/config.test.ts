import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementCategories, announcements } from '../src/db/tenant/announcements.table.ts';
import { groups } from '../src/db/tenant/people.table.ts';
import { TestServer, type Tenant } from './harness.ts';

interface Config {
  id: number | null;
  parentId: number;
  name: string;
  group: string;
  kind: string;
  options: { value: string; label: string }[];
  value: string | null;
  defaultValue: string | null;
}
interface Group {
  id: number;
  name: string;
  isEditable: boolean;
  configs: Config[];
}

const GROUPS = `query($p: ConfigGroupPagerModel) { configGroups(pagerModel: $p) { isSuccess totalItemCount data { id name isEditable configs { id parentId name description group kind source options { value label } value defaultValue } } } }`;
const SET = `mutation($c: ConfigInput!) { setConfig(config: $c) { isSuccess message messages { code message } data { id } } }`;
const RESET = `mutation($id: Int!) { deleteConfig(id: $id) { isSuccess message messages { code } data { id } } }`;

describe('configuration', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  let groupIds: number[];
  let announcementIds: number[];
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });
  const settings = async () => {
    const { data } = await call<Group[]>(GROUPS, { p: { isEditable: true } });
    return Object.fromEntries(data.flatMap((g) => g.configs).map((c) => [c.name, c]));
  };

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      groupIds = (
        await db
          .insert(groups)
          .values([{ name: 'Aday Araştırma' }, { name: 'Bordro' }])
          .returning()
      ).map((g) => g.id);
      const [category] = await db
        .insert(announcementCategories)
        .values({ name: 'Genel', icon: 'Info' })
        .returning();
      announcementIds = (
        await db
          .insert(announcements)
          .values(
            ['Bir', 'İki', 'Üç'].map((title) => ({ title, body: title, categoryId: category?.id ?? 0 })),
          )
          .returning()
      ).map((a) => a.id);
    });
  });
  afterAll(() => server.stop());

  it('gives every new tenant the editable groups with their settings, options and defaults', async () => {
    const all = await call<Group[]>(GROUPS, {});
    expect(all.data.map((g) => [g.name, g.isEditable])).toEqual([
      ['login', true],
      // spec 000 §2: the applicant research group is one of the page's three known selects
      ['recruitment', true],
      ['announcements', true],
      ['leave', true],
      // issue 30 §2: how long the history of changes is kept
      ['history', true],
      ['system', false],
    ]);
    const editable = await call<Group[]>(GROUPS, { p: { isEditable: true } });
    expect(editable.totalItemCount).toBe(5);
    const s = await settings();
    expect(s.loginMethod).toMatchObject({
      id: null,
      value: null,
      defaultValue: 'email',
      kind: 'select',
      group: 'login',
    });
    expect(s.loginMethod?.options.map((o) => o.value)).toEqual(['email', 'gsm', 'nationalityIdentityNumber']);
    expect(s.passwordSendMethod?.options.map((o) => o.value)).toEqual(['email', 'sms']);
    expect(s.applicantResearchGroup).toMatchObject({
      id: null,
      value: null,
      defaultValue: null,
      kind: 'select',
      source: 'groups',
      group: 'recruitment',
    });
    expect(s.currentAnnouncements).toMatchObject({ kind: 'multi', defaultValue: '[]' });
    expect(s.currentAnnouncements?.options.map((o) => o.label).sort()).toEqual(['Bir', 'Üç', 'İki'].sort());
    expect(s.leaveDaysBack).toMatchObject({ defaultValue: '365', group: 'leave' });
    expect(s.leaveDaysAhead?.options.map((o) => o.value)).toEqual(['90', '180', '365', '730']);
  });

  it('stores a value, replaces it on a second set, and resets it to the default by deleting it', async () => {
    const parentId = (await settings()).loginMethod?.parentId;
    const first = await call<{ id: number }>(SET, { c: { parentId, value: 'gsm' } });
    expect(first.isSuccess).toBe(true);
    expect((await settings()).loginMethod).toMatchObject({ id: first.data.id, value: 'gsm' });
    const second = await call<{ id: number }>(SET, { c: { parentId, value: 'nationalityIdentityNumber' } });
    expect(second.data.id).toBe(first.data.id);
    expect((await settings()).loginMethod?.value).toBe('nationalityIdentityNumber');
    expect(await call(RESET, { id: first.data.id })).toMatchObject({ isSuccess: true });
    expect((await settings()).loginMethod).toMatchObject({ id: null, value: null });
    expect(await call(RESET, { id: first.data.id })).toMatchObject({ messages: [{ code: 'NotFound' }] });
  });

  it('stores the applicant research group as an existing group’s id, and resets it', async () => {
    const research = (await settings()).applicantResearchGroup;
    expect(research?.options).toEqual([
      { value: String(groupIds[0]), label: 'Aday Araştırma' },
      { value: String(groupIds[1]), label: 'Bordro' },
    ]);
    const parentId = research?.parentId;
    const saved = await call<{ id: number }>(SET, { c: { parentId, value: String(groupIds[1]) } });
    expect(saved).toMatchObject({ isSuccess: true });
    expect((await settings()).applicantResearchGroup).toMatchObject({
      id: saved.data.id,
      value: String(groupIds[1]),
    });
    for (const value of ['999999', 'Bordro', `[${groupIds[0]}]`]) {
      const refused = await call(SET, { c: { parentId, value } }, 'en');
      expect(refused).toMatchObject({ isSuccess: false, message: 'Check the Value field' });
    }
    expect((await settings()).applicantResearchGroup?.value).toBe(String(groupIds[1]));
    expect(await call(RESET, { id: saved.data.id })).toMatchObject({ isSuccess: true });
    expect((await settings()).applicantResearchGroup).toMatchObject({ id: null, value: null });
  });

  it('stores current announcements as a bracketed list', async () => {
    const s = await settings();
    const list = await call(SET, {
      c: {
        parentId: s.currentAnnouncements?.parentId,
        value: `[${announcementIds[2]}, ${announcementIds[0]}]`,
      },
    });
    expect(list.isSuccess).toBe(true);
    const after = await settings();
    expect(after.currentAnnouncements?.value).toBe(`[${announcementIds[2]},${announcementIds[0]}]`);
    const none = await call(SET, { c: { parentId: s.currentAnnouncements?.parentId, value: '[]' } });
    expect(none.isSuccess).toBe(true);
  });

  it.each([
    ['an option the setting does not have', 'loginMethod', 'fax'],
    ['an announcement of nobody', 'currentAnnouncements', '[999999]'],
    ['a repeated announcement', 'currentAnnouncements', 'DUP'],
    ['a list that is not bracketed', 'currentAnnouncements', '1,2'],
  ])('refuses %s and keeps the stored value', async (_name, code, value) => {
    const s = await settings();
    const setting = s[code];
    const before = setting?.value;
    const sent = value === 'DUP' ? `[${announcementIds[0]},${announcementIds[0]}]` : value;
    const answer = await call(SET, { c: { parentId: setting?.parentId, value: sent } }, 'en');
    expect(answer).toMatchObject({ isSuccess: false, message: 'Check the Value field' });
    expect((await settings())[code]?.value).toBe(before);
  });

  it('refuses a setting of a group that is not editable, or of nobody', async () => {
    const all = await call<Group[]>(GROUPS, {});
    const system = all.data.find((g) => g.name === 'system')?.configs[0];
    const answer = await call(SET, { c: { parentId: system?.parentId, value: 'off' } }, 'en');
    expect(answer).toMatchObject({ isSuccess: false, message: 'Check the Setting field' });
    const nobody = await call(SET, { c: { parentId: 99999, value: 'off' } });
    expect(nobody.isSuccess).toBe(false);
  });

  it('takes page size 1000 like every lookup (spec 000 §9), whole groups included, up to 5000', async () => {
    const page = { pageNumber: 1, pageSize: 1000 };
    const groups = await call<Group[]>(GROUPS, { p: page });
    expect(groups).toMatchObject({ isSuccess: true, totalItemCount: 6 });
    expect(groups.data.flatMap((g) => g.configs).length).toBeGreaterThan(5);
    const configs = await call<Config[]>(
      `query($p: ConfigPagerModel) { configs(pagerModel: $p) { isSuccess totalItemCount data { name options { value } } } }`,
      { p: page },
    );
    expect(configs).toMatchObject({ isSuccess: true });
    const tooMany = await call(
      `{ configGroups(pagerModel: { pageSize: 5001 }) { isSuccess message messages { code } } }`,
      {},
      'en',
    );
    expect(tooMany).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
  });

  it('lists the settings of one group with configs', async () => {
    const all = await call<Group[]>(GROUPS, {});
    const login = all.data[0];
    const configs = await call<Config[]>(
      `query($p: ConfigPagerModel) { configs(pagerModel: $p) { totalItemCount data { name } } }`,
      { p: { groupId: login?.id } },
    );
    expect(configs.data.map((c) => c.name)).toEqual(['loginMethod', 'passwordSendMethod']);
  });
});

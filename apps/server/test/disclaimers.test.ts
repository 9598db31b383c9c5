import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { users } from '../src/db/tenant/users.table.ts';
import type { TestServer } from './harness.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';

const ENVELOPE = 'isSuccess message messages { code message }';
const CREATE = `mutation($i: DisclaimerCreateInput!) { createDisclaimer(inputModel: $i) { ${ENVELOPE} data { id } } }`;
const UPDATE = `mutation($i: DisclaimerUpdateInput!) { updateDisclaimer(inputModel: $i) { ${ENVELOPE} data { id } } }`;
const LIST = `query($p: DisclaimerPagerModel) { disclaimers(pagerModel: $p) { ${ENVELOPE} totalItemCount
  data { id name version isActive userCount } } }`;
const DETAIL = `query($id: Int!) { disclaimer(disclaimerId: $id) { ${ENVELOPE} data { id name value version isActive
  createTime updateTime deletedTime uniqId position users { userId name surname createTime user { id name surname } } } } }`;
const ACCEPTORS = `query($p: DisclaimerUserPagerModel) { disclaimerUsers(pagerModel: $p) { ${ENVELOPE} totalItemCount
  data { userId createTime user { name surname } } } }`;
const EXPORT = `query($p: DisclaimerUserExportModel!) { exportDisclaimerUsers(pagerModel: $p) { ${ENVELOPE}
  data { fileName contentType fileBase64String } } }`;
const PASSIVE = `mutation($i: AllTokensPassiveInput) { setAllTokensPassive(inputModel: $i) { ${ENVELOPE} } }`;
const ACTIVE = `{ activeDisclaimer { ${ENVELOPE} data { id name value version isAccepted acceptTime } } }`;
const ACCEPT = `mutation($i: DisclaimerAcceptInput!) { acceptDisclaimer(inputModel: $i) { ${ENVELOPE} } }`;
const ME = '{ currentUser { isSuccess messages { code } } }';
const PORTAL_ME = '{ me { isSuccess messages { code } } }';

describe('disclaimers: panel, portal and "send active contract for approval"', () => {
  let server: TestServer;
  let p: PeopleFixture;
  // a real token cache: revocation must not leave a cached "still active" answer behind
  usePeople(
    (fixture) => {
      p = fixture;
      server = fixture.server;
    },
    { tokenCacheMs: 60_000 },
  );
  const portal = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    server.call<T>(query, variables, { token, service: 'portal' });
  const create = async (name: string, value = 'Metin') => {
    const created = await p.call<{ id: number }>(CREATE, { i: { name, value } });
    expect(created.isSuccess).toBe(true);
    return created.data.id;
  };

  it('creates version 2.1.0 by default, requires name and text, edits with Aktif, lists active or passive', async () => {
    const id = await create('Kullanım Sözleşmesi');
    const detail = await p.call<Record<string, unknown>>(DETAIL, { id });
    expect(detail.data).toMatchObject({ name: 'Kullanım Sözleşmesi', version: '2.1.0', isActive: true });
    expect(detail.data.updateTime).toBeNull();
    expect(detail.data.uniqId).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await p.call(CREATE, { i: { name: 'X', value: ' ' } }, { lang: 'en' });
    expect(missing).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(missing.message).toMatch(/This field is required/);
    expect((await p.call(CREATE, { i: { value: 'Metin' } })).message).toBe('Ad: Bu alan zorunludur');

    const updated = await p.call(UPDATE, {
      i: { id, name: 'Kullanım Sözleşmesi', value: 'Yeni metin', version: '2.1.1', isActive: false },
    });
    expect(updated.isSuccess).toBe(true);
    const after = await p.call<Record<string, unknown>>(DETAIL, { id });
    expect(after.data).toMatchObject({ value: 'Yeni metin', version: '2.1.1', isActive: false });
    expect(after.data.updateTime).not.toBeNull();
    const active = await p.call<{ id: number }[]>(LIST, { p: { searchText: 'Kullanım' } });
    expect(active.data.map((d) => d.id)).not.toContain(id);
    const passive = await p.call<{ id: number }[]>(LIST, { p: { searchText: 'Kullanım', isActive: false } });
    expect(passive.data.map((d) => d.id)).toContain(id);
    expect(await p.call(DETAIL, { id: 999_999 })).toMatchObject({ messages: [{ code: 'NotFound' }] });
  });

  it('the portal reads the newest active disclaimer and accepts it once; the acceptor shows on the panel', async () => {
    await create('Eski sözleşme');
    const id = await create('Güncel sözleşme', 'Lütfen okuyun.');
    const employee = await server.signInEmployee(p.tenant, 'Deniz', 'Onay');
    const before = await portal<Record<string, unknown>>(employee.token, ACTIVE);
    expect(before.data).toMatchObject({
      id,
      name: 'Güncel sözleşme',
      value: 'Lütfen okuyun.',
      isAccepted: false,
    });

    expect(await portal(employee.token, ACCEPT, { i: { disclaimerId: id - 1 } })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation' }],
    });
    expect((await portal(employee.token, ACCEPT, { i: { disclaimerId: id } })).isSuccess).toBe(true);
    const first = await portal<{ acceptTime: string }>(employee.token, ACTIVE);
    expect(first.data).toMatchObject({ isAccepted: true });
    expect((await portal(employee.token, ACCEPT, { i: { disclaimerId: id } })).isSuccess).toBe(true);
    expect((await portal<{ acceptTime: string }>(employee.token, ACTIVE)).data.acceptTime).toBe(
      first.data.acceptTime,
    );

    const acceptors = await p.call<{ userId: number; user: { name: string } }[]>(ACCEPTORS, {
      p: { disclaimerId: id, pageSize: 10 },
    });
    expect(acceptors.totalItemCount).toBe(1);
    expect(acceptors.data[0]).toMatchObject({
      userId: employee.userId,
      user: { name: 'Deniz', surname: 'Onay' },
    });
    const detail = await p.call<{ users: { userId: number }[] }>(DETAIL, { id });
    // spec 000 §3: acceptors with user id, name, surname (flat), beside the nested user
    expect(detail.data.users).toEqual([
      expect.objectContaining({ userId: employee.userId, name: 'Deniz', surname: 'Onay' }),
    ]);
    const listed = await p.call<{ id: number; userCount: number }[]>(LIST, { p: { searchText: 'Güncel' } });
    expect(listed.data.find((d) => d.id === id)?.userCount).toBe(1);
  });

  it('a new version asks again, with the text the employee accepted last beside it', async () => {
    const employee = await server.signInEmployee(p.tenant, 'Ece', 'Sürüm');
    const first = await create('Aydınlatma metni', 'Verileriniz saklanır.\nİK ile paylaşılır.');
    expect((await portal(employee.token, ACCEPT, { i: { disclaimerId: first } })).isSuccess).toBe(true);
    const LAST = `{ activeDisclaimer { ${ENVELOPE} data { id isAccepted lastAccepted { id version value acceptTime } } } }`;
    expect((await portal<{ lastAccepted: unknown }>(employee.token, LAST)).data.lastAccepted).toBeNull();

    const second = await p.call<{ id: number }>(CREATE, {
      i: {
        name: 'Aydınlatma metni',
        value: 'Verileriniz saklanır.\nİK ve bordro ile paylaşılır.',
        version: '3.0',
      },
    });
    const asked = await portal<{ id: number; isAccepted: boolean; lastAccepted: Record<string, unknown> }>(
      employee.token,
      LAST,
    );
    expect(asked.data).toMatchObject({
      id: second.data.id,
      isAccepted: false,
      lastAccepted: { id: first, version: '2.1.0', value: 'Verileriniz saklanır.\nİK ile paylaşılır.' },
    });
    expect(Date.parse(String(asked.data.lastAccepted.acceptTime))).not.toBeNaN();
    // someone who never accepted any has nothing to compare with
    const newcomer = await server.signInEmployee(p.tenant, 'Can', 'Yeni');
    expect((await portal<{ lastAccepted: unknown }>(newcomer.token, LAST)).data.lastAccepted).toBeNull();
    expect((await portal(employee.token, ACCEPT, { i: { disclaimerId: second.data.id } })).isSuccess).toBe(
      true,
    );
    expect((await portal<{ lastAccepted: unknown }>(employee.token, LAST)).data.lastAccepted).toBeNull();
  });

  it('exports every acceptor, not just a page, as a formula-safe .xlsx read back from the file', async () => {
    const id = await create('İhracat sözleşmesi');
    const names = ['Ayla', 'Barış', '=HYPERLINK("http://x.test","tıkla")'];
    for (const name of names) {
      const employee = await server.signInEmployee(p.tenant, name, 'Kabul');
      await portal(employee.token, ACCEPT, { i: { disclaimerId: id } });
    }
    const exported = await p.call<{ fileName: string; contentType: string; fileBase64String: string }>(
      EXPORT,
      {
        p: { disclaimerId: id },
      },
    );
    expect(exported.data.fileName).toMatch(/^sözleşme-onaylayanlar-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(exported.data.fileBase64String, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Sözleşme');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Kullanıcı',
      'Ad',
      'Soyad',
      'E-posta',
      'Kabul zamanı',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((r) => sheet.getCell(`B${r}`).value)).toEqual(names);
    const formula = sheet.getCell('B4');
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.numFmt).toBe('@');
    expect(sheet.getCell('E2').value).toBeInstanceOf(Date);
    const english = await p.call<{ fileName: string; fileBase64String: string }>(
      EXPORT,
      { p: { disclaimerId: id } },
      { lang: 'en' },
    );
    expect(english.data.fileName).toMatch(/^disclaimer-users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await workbook.xlsx.load(Buffer.from(english.data.fileBase64String, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('E1').value).toBe('Accepted at');
  });

  it('answers NotFound, not an empty file, for a disclaimer that does not exist', async () => {
    const missing = await p.call<{ fileBase64String: string } | null>(EXPORT, {
      p: { disclaimerId: 987654 },
    });
    expect(missing).toMatchObject({ isSuccess: false, data: null, messages: [{ code: 'NotFound' }] });
  });

  it('ends every other session, panel and portal, at its next request; the acting token keeps working', async () => {
    const tenant = await server.createTenant();
    const acting = await server.verify(tenant.tag, tenant.email, tenant.password);
    const current = acting.data?.token ?? '';
    const sameAdminElsewhere = await server.signIn(tenant);
    const panelColleague = await panelUser(tenant.tag);
    const employee = await server.signInEmployee(tenant);
    const panelTokens = [current, sameAdminElsewhere, panelColleague];
    // every token is used once, so the cache holds a "still active" answer for each
    for (const token of panelTokens) expect((await server.call(ME, {}, { token })).isSuccess).toBe(true);
    expect((await portal(employee.token, PORTAL_ME)).isSuccess).toBe(true);

    const wrongDisclaimer = await server.call(PASSIVE, { i: { disclaimerId: 999_999 } }, { token: current });
    expect(wrongDisclaimer).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect((await server.call(ME, {}, { token: sameAdminElsewhere })).isSuccess).toBe(true);
    // a portal token cannot do it
    expect(await server.call(PASSIVE, { i: {} }, { token: employee.token })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TokenInvalid' }],
    });

    // the confirmation says how many sessions will end: the admin's other one, the colleague's, the employee's
    const OTHERS = '{ otherSessions { isSuccess data { count } } }';
    expect(await server.call(OTHERS, {}, { token: current })).toEqual({
      isSuccess: true,
      data: { count: 3 },
    });
    expect(await server.call(PASSIVE, { i: {} }, { token: current })).toMatchObject({ isSuccess: true });
    expect(await server.call(OTHERS, {}, { token: current })).toEqual({
      isSuccess: true,
      data: { count: 0 },
    });
    const refused = { isSuccess: false, messages: [{ code: 'TokenInvalid' }] };
    expect(await server.call(ME, {}, { token: sameAdminElsewhere })).toMatchObject(refused);
    expect(await server.call(ME, {}, { token: panelColleague })).toMatchObject(refused);
    expect(await portal(employee.token, PORTAL_ME)).toMatchObject(refused);
    expect((await server.call(ME, {}, { token: current })).isSuccess).toBe(true);
    // signing in again works, and the portal then asks for the active disclaimer
    const again = await server.verify(tenant.tag, employee.email, employee.password, 'tr', 'VerifyUser');
    expect(again.isSuccess).toBe(true);
    expect((await portal(again.data?.token ?? '', ACTIVE)).isSuccess).toBe(true);
    expect((await server.call(PASSIVE, {}, { token: current })).isSuccess).toBe(true);
  });

  /** A second panel user of the tenant with a password, signed in: their token. */
  async function panelUser(tag: string): Promise<string> {
    const email = `colleague@${tag}.test`;
    const password = 'Meslektas-123';
    await server.server.services.tenants.withTenant(tag, async (db) =>
      db.insert(users).values({
        name: 'Meslektaş',
        surname: 'Panel',
        email,
        passwordHash: await hashPassword(password),
        isPanelUser: true,
      }),
    );
    const result = await server.verify(tag, email, password);
    if (!result.data) throw new Error(`panel sign-in failed: ${result.message}`);
    return result.data.token;
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/tenant/users.table.ts';
import { hashPassword } from '../src/auth/password.ts';
import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import { TestServer } from './harness.ts';

const UPDATE_GENDER =
  'mutation($i: GenderUpdateInput!) { updateGender(inputModel: $i) { isSuccess message messages { code message } } }';
const CREATE_GENDER =
  'mutation($i: GenderCreateInput!) { createGender(inputModel: $i) { isSuccess message messages { code message } data { id } } }';
const UPDATE_USER =
  'mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess message messages { code message } } }';
const USER = '{ id name surname gsm isPanelUser isActive roleId rowVersion }';

let server: TestServer;
let p: PeopleFixture;

beforeAll(async () => {
  // a real token cache: what the tests show must hold with cached answers too
  server = await TestServer.start({ tokenCacheMs: 60_000 });
  p = await peopleFixture(server);
});
afterAll(() => server.stop());

const gender = async (id: number) =>
  (
    await p.call<{ id: number; name: string; rowVersion: string }>(
      'query($id: Int!) { gender(id: $id) { data { id name rowVersion } } }',
      { id },
    )
  ).data;
const user = async (id: number) =>
  (await p.call<Record<string, unknown>>(`query($id: Int!) { user(id: $id) { data ${USER} } }`, { id })).data;

/** An employee with a password, signed in to the portal: their token. */
async function employeeToken(email: string): Promise<{ id: number; token: string; password: string }> {
  const id = await p.createUser({ name: 'Ece', surname: 'Yıldız', email, gsm: null });
  const password = 'Calisan-sifre-2026';
  const passwordHash = await hashPassword(password);
  await server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
    db.update(users).set({ passwordHash }).where(eq(users.id, id)),
  );
  const signedIn = await server.verify(p.tenant.tag, email, password, 'tr', 'VerifyUser');
  return { id, token: signedIn.data?.token ?? '', password };
}
const portalMe = (token: string) =>
  server.call('{ me { isSuccess messages { code } } }', {}, { token, service: 'portal' });

describe('updates (docs/crud.md)', () => {
  it('refuses a save made from a stale read: the later of two administrators gets Conflict and changes nothing', async () => {
    const created = await p.call<{ id: number }>(CREATE_GENDER, { i: { name: 'Belirtilmemiş' } });
    const read = await gender(created.data.id);
    const first = await p.call(UPDATE_GENDER, {
      i: { id: read.id, name: 'Belirtmek istemiyor', isActive: true, rowVersion: read.rowVersion },
    });
    expect(first.isSuccess).toBe(true);
    const second = await p.call(
      UPDATE_GENDER,
      { i: { id: read.id, name: 'Diğer', isActive: true, rowVersion: read.rowVersion } },
      { lang: 'en' },
    );
    expect(second).toMatchObject({ isSuccess: false, messages: [{ code: 'Conflict' }] });
    expect(second.message).toContain('Someone else changed this record');
    expect((await gender(read.id)).name).toBe('Belirtmek istemiyor');
    // a save from a fresh read goes through; a client that sends no version is not checked (spec shape)
    const fresh = await gender(read.id);
    expect(
      (
        await p.call(UPDATE_GENDER, {
          i: { id: read.id, name: 'Diğer', isActive: true, rowVersion: fresh.rowVersion },
        })
      ).isSuccess,
    ).toBe(true);
    expect(
      (await p.call(UPDATE_GENDER, { i: { id: read.id, name: 'Diğer 2', isActive: true } })).isSuccess,
    ).toBe(true);
  });

  it('keeps a field a client leaves out, and clears one sent as null', async () => {
    const id = await p.createUser({ email: 'alan@x.test', gsm: '5301234567', isPanelUser: true });
    const before = await user(id);
    // the spec's update shape without isPanelUser (and without gsm): both kept
    const partial = await p.call(UPDATE_USER, { i: { id, name: 'Yeni ad' } });
    expect(partial.isSuccess).toBe(true);
    expect(await user(id)).toMatchObject({
      name: 'Yeni ad',
      surname: before.surname,
      gsm: '5301234567',
      isPanelUser: true,
    });
    expect((await p.call(UPDATE_USER, { i: { id, gsm: null } })).isSuccess).toBe(true);
    expect((await user(id)).gsm).toBeNull();
    // every rule still holds for what is sent
    const blank = await p.call(UPDATE_USER, { i: { id, name: '  ' } });
    expect(blank).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect((await user(id)).name).toBe('Yeni ad');
  });

  it('signs an employee out only when their access changes, not when their record is edited', async () => {
    const employee = await employeeToken('oturum@x.test');
    expect(
      (await p.call(UPDATE_USER, { i: { id: employee.id, surname: 'Yıldırım', gsm: '5309876543' } }))
        .isSuccess,
    ).toBe(true);
    expect((await portalMe(employee.token)).isSuccess).toBe(true);
    expect((await p.call(UPDATE_USER, { i: { id: employee.id, roleId: p.roles.Editor } })).isSuccess).toBe(
      true,
    );
    expect(await portalMe(employee.token)).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TokenInvalid' }],
    });
  });
});

describe('names a user picks by are unique in the tenant', () => {
  it('refuses the same name in another case or the Turkish way, naming the field', async () => {
    for (const name of ['kadın', 'KADIN', ' Kadın ']) {
      const answer = await p.call(CREATE_GENDER, { i: { name } });
      expect(answer, name).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
      expect(answer.message).toBe('Ad: Bu değer zaten kullanılıyor');
    }
    const group =
      'mutation($i: GroupCreateInput!) { createGroup(inputModel: $i) { isSuccess messages { code } } }';
    expect((await p.call(group, { i: { name: 'İstanbul Ofisi' } })).isSuccess).toBe(true);
    expect(await p.call(group, { i: { name: 'istanbul ofisi' } })).toMatchObject({
      messages: [{ code: 'Validation' }],
    });
    // a name keeps its letters' marks: 'Şube' and 'Sube' are two names (the search finds both)
    expect((await p.call(group, { i: { name: 'Şube Ekibi' } })).isSuccess).toBe(true);
    expect((await p.call(group, { i: { name: 'Sube Ekibi' } })).isSuccess).toBe(true);
    const found = await p.call<{ name: string }[]>(
      '{ groups(groupPagerModel: { searchText: "SUBE", pageSize: 50 }) { data { name } } }',
    );
    expect(found.data.map((g) => g.name).sort()).toEqual(['Sube Ekibi', 'Şube Ekibi']);
    // renaming a record to its own name is no clash
    const kadin = (
      await p.call<{ id: number; name: string }[]>(
        '{ genders(pagerModel: { pageSize: 50 }) { data { id name } } }',
      )
    ).data.find((g) => g.name === 'Kadın');
    expect(
      (await p.call(UPDATE_GENDER, { i: { id: kadin?.id, name: 'KADIN', isActive: true } })).isSuccess,
    ).toBe(true);
  });

  it('lets exactly one of five simultaneous saves of a new name through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => p.call(CREATE_GENDER, { i: { name: 'Aynı anda' } })),
    );
    expect(answers.filter((a) => a.isSuccess)).toHaveLength(1);
  });

  it('orders names the Turkish way (İnsan Kaynakları after Finans, not after Yönetim)', async () => {
    const names = (
      await p.call<{ name: string }[]>(
        '{ departments(pagerModel: { pageSize: 50, sortColumn: "name", sortDescending: false }) { data { name } } }',
      )
    ).data.map((d) => d.name);
    expect(names).toEqual([
      'Bilgi Teknolojileri',
      'Finans',
      'İnsan Kaynakları',
      'Müşteri Hizmetleri',
      'Operasyon',
      'Satış ve Pazarlama',
      'Yönetim',
    ]);
  });
});

describe('deleting people keeps what must outlive them', () => {
  const DELETE =
    'mutation($id: Int!) { deleteUser(id: $id) { isSuccess message messages { code message } } }';

  it('deletes a person with no history', async () => {
    const id = await p.createUser({ email: 'gecici@x.test' });
    expect(await p.call(DELETE, { id })).toMatchObject({ isSuccess: true, messages: [] });
    expect(await p.call(`query($id: Int!) { user(id: $id) { messages { code } } }`, { id })).toMatchObject({
      messages: [{ code: 'NotFound' }],
    });
  });

  it('deactivates a person who accepted a disclaimer: consent kept, sign-in refused, listed as passive, reactivatable', async () => {
    const employee = await employeeToken('onay@x.test');
    const disclaimer = await p.call<{ id: number }>(
      'mutation { createDisclaimer(inputModel: { name: "KVKK", value: "Metin" }) { data { id } } }',
    );
    const accepted = await server.call(
      'mutation($i: DisclaimerAcceptInput!) { acceptDisclaimer(inputModel: $i) { isSuccess } }',
      { i: { disclaimerId: disclaimer.data.id } },
      { token: employee.token, service: 'portal' },
    );
    expect(accepted.isSuccess).toBe(true);

    const answer = await p.call(DELETE, { id: employee.id });
    expect(answer).toMatchObject({ isSuccess: true, messages: [{ code: 'Deactivated' }] });
    expect(answer.message).toContain('pasif');
    // the token ends at once, cache or not
    expect(await portalMe(employee.token)).toMatchObject({ messages: [{ code: 'TokenInvalid' }] });
    expect(
      (await server.verify(p.tenant.tag, 'onay@x.test', employee.password, 'tr', 'VerifyUser')).isSuccess,
    ).toBe(false);
    const acceptors = await p.call<{ user: { id: number } }[]>(
      'query($p: DisclaimerUserPagerModel) { disclaimerUsers(pagerModel: $p) { data { user { id } } } }',
      { p: { disclaimerId: disclaimer.data.id, pageSize: 10 } },
    );
    expect(acceptors.data.map((a) => a.user.id)).toEqual([employee.id]);
    const listed = async (isActive: boolean) =>
      (
        await p.call<{ id: number }[]>(
          'query($p: UserPagerModel) { users(userPagerModel: $p) { data { id } } }',
          { p: { pageSize: 500, isActive } },
        )
      ).data.map((u) => u.id);
    expect(await listed(true)).not.toContain(employee.id);
    expect(await listed(false)).toContain(employee.id);

    expect((await p.call(UPDATE_USER, { i: { id: employee.id, isActive: true } })).isSuccess).toBe(true);
    expect(
      (await server.verify(p.tenant.tag, 'onay@x.test', employee.password, 'tr', 'VerifyUser')).isSuccess,
    ).toBe(true);
  });

  it('lets a role be a panel role', async () => {
    const created = await p.call<{ id: number }>(
      'mutation { createRole(inputModel: { name: "Denetçi", level: 1, panelRole: true }) { isSuccess data { id } } }',
    );
    const role = await p.call<{ panelRole: boolean }>(
      'query($id: Int!) { role(id: $id) { data { panelRole } } }',
      { id: created.data.id },
    );
    expect(role.data.panelRole).toBe(true);
  });
});

describe('notifications go with what they are about', () => {
  it('removes the unread notifications of a deleted disaster and keeps the read ones', async () => {
    const reader = await employeeToken('okur@x.test');
    const other = await p.createUser({ email: 'diger@x.test' });
    const created = await p.call<{ id: number }>(
      'mutation($i: CreateDisasterInput!) { createDisaster(inputModel: $i) { isSuccess data { id } } }',
      {
        i: {
          disaster: { title: 'Deprem tatbikatı', body: 'Toplanma alanına gidin' },
          userIds: [reader.id, other],
        },
      },
    );
    const notificationsOf = async (userId: number) =>
      (
        await p.call<{ id: number; isViewed: boolean; body: string }[]>(
          'query($p: NotificationPagerModel) { notifications(notificationPagerModel: $p) { data { id isViewed body } } }',
          { p: { userId, pageSize: 50 } },
        )
      ).data.filter((n) => n.body === 'Deprem tatbikatı');
    expect(await notificationsOf(other)).toHaveLength(1);
    const [mine] = await notificationsOf(reader.id);
    await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      const { notifications } = await import('../src/db/tenant/people.table.ts');
      await db
        .update(notifications)
        .set({ isViewed: true, viewedDate: new Date() })
        .where(eq(notifications.id, mine?.id ?? 0));
    });
    expect(
      (await p.call('mutation($id: Int!) { deleteDisaster(id: $id) { isSuccess } }', { id: created.data.id }))
        .isSuccess,
    ).toBe(true);
    expect(await notificationsOf(other)).toHaveLength(0);
    expect(await notificationsOf(reader.id)).toMatchObject([{ isViewed: true }]);
  });
});

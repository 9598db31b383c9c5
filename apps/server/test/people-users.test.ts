import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { CREATE_USER, peopleFixture, usePeople, type PeopleFixture } from './people-fixture.ts';

const USER_FIELDS = `id name surname fullName email gsm nationalityIdentityNumber companyIdentityNumber birthDate
  totalDayOff isPanelUser roleId departmentId role { id name panelRole } department { id name }`;

describe('users', () => {
  let server: TestServer;
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
    server = fixture.server;
  });

  it('seeds the three roles and the departments, and gives the first administrator Admin', async () => {
    expect(Object.keys(p.roles)).toEqual(['Admin', 'Personel', 'Editor']);
    expect(Object.keys(p.departments)).toContain('İnsan Kaynakları');
    const admin = await p.call<{ role: { name: string; panelRole: boolean }; department: { name: string } }>(
      `query($id: Int!) { user(id: $id) { data { role { name panelRole } department { name } } } }`,
      { id: p.adminId },
    );
    expect(admin.data).toEqual({ role: { name: 'Admin', panelRole: true }, department: { name: 'Yönetim' } });
  });

  it('creates, reads with role and department, updates and deletes a user', async () => {
    const input = {
      roleId: p.roles.Editor,
      departmentId: p.departments['Finans'],
      name: 'Şule',
      surname: 'Çınar',
      email: 'sule.cinar@x.test',
      gsm: '5321234567',
      nationalityIdentityNumber: '10000000146',
      companyIdentityNumber: 'S-77',
      totalDayOff: 12.5,
    };
    const created = await p.call<{ id: number }>(CREATE_USER, { i: input });
    expect(created.isSuccess).toBe(true);
    const id = created.data.id;
    const read = await p.call(`query($id: Int!) { user(id: $id) { data { ${USER_FIELDS} } } }`, { id });
    expect(read.data).toMatchObject({
      ...input,
      fullName: 'Şule Çınar',
      birthDate: '2020-01-01',
      isPanelUser: false,
      role: { id: p.roles.Editor, name: 'Editor' },
      department: { name: 'Finans' },
    });

    const updated = await p.call(
      `mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess message } }`,
      { i: { ...input, id, surname: 'Çınar Yıldız', gsm: '', birthDate: '1991-03-04' } },
    );
    expect(updated).toMatchObject({ isSuccess: true });
    const after = await p.call(`query($id: Int!) { user(id: $id) { data { surname gsm birthDate } } }`, {
      id,
    });
    expect(after.data).toEqual({ surname: 'Çınar Yıldız', gsm: null, birthDate: '1991-03-04' });

    expect(
      (await p.call(`mutation($id: Int!) { deleteUser(id: $id) { isSuccess } }`, { id })).isSuccess,
    ).toBe(true);
    expect(await p.call(`query($id: Int!) { user(id: $id) { messages { code } } }`, { id })).toMatchObject({
      messages: [{ code: 'NotFound' }],
    });
  });

  it('filters by role, searches name, surname and email, and orders names the Turkish way', async () => {
    const names = ['Çağla', 'Cemre', 'Deniz', 'Ilgın', 'İpek', 'Zerrin'];
    for (const name of names) await p.createUser({ name, surname: 'Sıralı', roleId: p.roles.Editor });
    await p.createUser({ name: 'Arama', surname: 'Soyadıyla', email: 'bulunacak@x.test' });
    const list = async (pager: Record<string, unknown>) =>
      p.call<{ name: string; role: { name: string } }[]>(
        `query($p: UserPagerModel) { users(userPagerModel: $p) { totalItemCount data { name role { name } } } }`,
        { p: { pageSize: 50, ...pager } },
      );
    const editors = await list({ roleId: p.roles.Editor, searchText: 'sıralı' });
    expect(editors.data.map((u) => u.name)).toEqual(['Cemre', 'Çağla', 'Deniz', 'Ilgın', 'İpek', 'Zerrin']);
    expect(editors.data.every((u) => u.role.name === 'Editor')).toBe(true);
    expect((await list({ roleId: p.roles.Personel, searchText: 'sıralı' })).totalItemCount).toBe(0);
    expect((await list({ searchText: 'SOYADIYLA' })).data.map((u) => u.name)).toEqual(['Arama']);
    expect((await list({ searchText: 'bulunacak@' })).data.map((u) => u.name)).toEqual(['Arama']);
    expect((await list({ searchText: 'ar' })).totalItemCount).toBeGreaterThan(1);
    // typed without the Turkish letters, or in capitals: 'ISIK ozturk' finds 'Işık Öztürk'
    await p.createUser({ name: 'Işık', surname: 'Öztürk' });
    for (const searchText of ['ISIK', 'isik', 'ozturk', 'ÖZTÜRK', 'işık öz'])
      expect(
        (await list({ searchText })).data.map((u) => u.name),
        searchText,
      ).toEqual(['Işık']);
    const descending = await list({ searchText: 'sıralı', sortDescending: true });
    expect(descending.data[0]?.name).toBe('Zerrin');
  });

  it('changes a role: exactly one per user; an unknown role or user is refused', async () => {
    const id = await p.createUser();
    const change = (input: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
      p.call(
        `mutation($i: ChangeUserRoleInput!) { changeUserRole(inputModel: $i) { isSuccess message messages { code } } }`,
        { i: input },
        { lang },
      );
    expect((await change({ userId: id, roleId: p.roles.Admin })).isSuccess).toBe(true);
    const read = await p.call<{ roleId: number }>(`query($id: Int!) { user(id: $id) { data { roleId } } }`, {
      id,
    });
    expect(read.data.roleId).toBe(p.roles.Admin);
    expect(await change({ userId: id, roleId: 9999 })).toMatchObject({
      isSuccess: false,
      message: 'Rol alanını kontrol edin',
    });
    expect((await change({ userId: id }, 'en')).message).toBe('Role: This field is required');
    expect(await change({ userId: 9999, roleId: p.roles.Admin })).toMatchObject({
      messages: [{ code: 'NotFound' }],
    });
  });

  it('lists active roles by default and passive ones with isActive false; level is always 1', async () => {
    const refused = await p.call(
      `mutation { createRole(inputModel: { name: "Stajyer", level: 4 }) { isSuccess message } }`,
    );
    expect(refused).toMatchObject({ isSuccess: false, message: 'Seviye: En fazla 1 olabilir' });
    const created = await p.call<{ id: number }>(
      `mutation { createRole(inputModel: { name: "Stajyer", description: "Dönemlik", level: 1 }) { data { id } } }`,
    );
    const id = created.data.id;
    const roles = async (isActive?: boolean) =>
      (
        await p.call<{ id: number; level: number }[]>(
          `query($a: Boolean) { roles(rolePagerModel: { isActive: $a, pageSize: 50 }) { data { id level } } }`,
          { a: isActive },
        )
      ).data;
    expect((await roles()).find((r) => r.id === id)?.level).toBe(1);
    await p.call(
      `mutation($id: Int!) { updateRole(inputModel: { id: $id, name: "Stajyer", isActive: false }) { isSuccess } }`,
      { id },
    );
    expect((await roles()).map((r) => r.id)).not.toContain(id);
    expect((await roles(false)).map((r) => r.id)).toEqual([id]);
    const duplicate = await p.call(
      `mutation { createRole(inputModel: { name: "stajyer" }) { messages { code message } } }`,
    );
    // names are unique the Turkish way, in any case, with the field named (docs/crud.md)
    expect(duplicate).toMatchObject({
      messages: [{ code: 'Validation', message: 'Ad: Bu değer zaten kullanılıyor' }],
    });
  });

  it("refuses to delete one's own user or take away one's own panel access; the session keeps working", async () => {
    const own = await p.call(
      `mutation($id: Int!) { deleteUser(id: $id) { isSuccess message messages { code } } }`,
      {
        id: p.adminId,
      },
    );
    expect(own).toMatchObject({
      isSuccess: false,
      message: 'Kendi kullanıcınızı silemez, panel erişiminizi de kaldıramazsınız.',
      messages: [{ code: 'SelfAccount' }],
    });
    const demote = await p.call(
      `mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess message } }`,
      {
        i: {
          id: p.adminId,
          roleId: p.roles.Admin,
          departmentId: p.departments['Yönetim'],
          name: 'Pano',
          surname: 'Admin',
          email: p.tenant.email,
          isPanelUser: false,
        },
      },
      { lang: 'en' },
    );
    expect(demote).toMatchObject({
      isSuccess: false,
      message: 'You cannot delete your own user or take away your own panel access.',
    });
    const me = await p.call<{ isPanelUser: boolean }>(
      `query($id: Int!) { user(id: $id) { isSuccess data { isPanelUser } } }`,
      {
        id: p.adminId,
      },
    );
    expect(me).toMatchObject({ isSuccess: true, data: { isPanelUser: true } });
  });

  it('signs out a user who stops being a panel user', async () => {
    const id = await p.createUser({ email: 'panelci@x.test', isPanelUser: true });
    const signedIn = await server.server.services.tenants.withTenant(p.tenant.tag, async (db) => {
      const issued = await server.server.services.signer.access({
        tag: p.tenant.tag,
        userId: id,
        kind: 'panel',
      });
      await server.server.services.tokens.record(db, {
        id: issued.tokenId,
        userId: id,
        kind: 'panel',
        expireTime: issued.expireTime,
      });
      return issued.token;
    });
    const probe = () =>
      server.call('{ currentUser { isSuccess messages { code } } }', {}, { token: signedIn });
    expect((await probe()).isSuccess).toBe(true);
    await p.call(`mutation($i: UserUpdateInput!) { updateUser(inputModel: $i) { isSuccess } }`, {
      i: {
        id,
        roleId: p.roles.Personel,
        departmentId: p.departments['Finans'],
        name: 'Eski',
        surname: 'Panelci',
        email: 'panelci@x.test',
        isPanelUser: false,
      },
    });
    expect(await probe()).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
  });

  it('refuses to delete a role or department still in use', async () => {
    const role = await p.call(
      `mutation($id: Int!) { deleteDepartment(id: $id) { isSuccess messages { code } } }`,
      {
        id: p.departments['Yönetim'],
      },
    );
    expect(role).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
  });
});

describe('people across tenants', () => {
  let server: TestServer;
  let a: PeopleFixture;
  let b: PeopleFixture;

  beforeAll(async () => {
    server = await TestServer.start();
    a = await peopleFixture(server);
    b = await peopleFixture(server);
  });
  afterAll(() => server.stop());

  it("never shows or changes one tenant's user, group or role to another", async () => {
    const userId = await a.createUser({ name: 'Yalnız', surname: 'A', email: 'yalniz@a.test' });
    await b.createUser({ name: 'Başka', surname: 'B' });
    const bUsers = await b.call<{ name: string }[]>(
      `{ users(userPagerModel: { pageSize: 500 }) { data { name } } }`,
    );
    expect(bUsers.data.map((u) => u.name)).not.toContain('Yalnız');
    const bRead = await b.call<{ name: string } | null>(
      `query($id: Int!) { user(id: $id) { data { name } } }`,
      {
        id: userId,
      },
    );
    expect(bRead.data?.name).not.toBe('Yalnız');
    await b.call(`mutation($id: Int!) { deleteUser(id: $id) { isSuccess } }`, { id: userId });
    await b.call(`mutation($i: ChangeUserRoleInput!) { changeUserRole(inputModel: $i) { isSuccess } }`, {
      i: { userId, roleId: b.roles.Admin },
    });
    const aRead = await a.call<{ name: string; role: { name: string } }>(
      `query($id: Int!) { user(id: $id) { data { name role { name } } } }`,
      { id: userId },
    );
    expect(aRead.data).toEqual({ name: 'Yalnız', role: { name: 'Personel' } });
  });
});

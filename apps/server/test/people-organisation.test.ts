import { describe, expect, it } from 'vitest';
import { usePeople, type PeopleFixture } from './people-fixture.ts';

let p: PeopleFixture;
usePeople((fixture) => {
  p = fixture;
});

const MANAGER =
  'mutation($i: UserManagerCreateInput!) { createUserManager(inputModel: $i) { isSuccess message messages { code message } data { id } } }';

describe('user managers', () => {
  it('creates, lists with the manager full name, updates and deletes', async () => {
    const userId = await p.createUser({ name: 'Çalışan', surname: 'Bir' });
    const managerId = await p.createUser({ name: 'Yönetici', surname: 'Öztürk' });
    const created = await p.call<{ id: number }>(MANAGER, { i: { userId, managerId, level: 1 } });
    expect(created.isSuccess).toBe(true);
    await p.call(MANAGER, { i: { userId, managerId: p.adminId, level: 2 } });
    const list = async () =>
      p.call<{ level: number; manager: { id: number; fullName: string } }[]>(
        `query($u: Int) { userManagers(pagerModel: { userId: $u, pageSize: 10 }) { totalItemCount data { level manager { id fullName } } } }`,
        { u: userId },
      );
    expect((await list()).data).toEqual([
      { level: 1, manager: { id: managerId, fullName: 'Yönetici Öztürk' } },
      { level: 2, manager: { id: p.adminId, fullName: 'Pano Admin' } },
    ]);
    const updated = await p.call(
      `mutation($i: UserManagerUpdateInput!) { updateUserManager(inputModel: $i) { isSuccess } }`,
      { i: { id: created.data.id, userId, managerId, level: 6 } },
    );
    expect(updated.isSuccess).toBe(true);
    expect((await list()).data.map((m) => m.level)).toEqual([2, 6]);
    await p.call(`mutation($id: Int!) { deleteUserManager(id: $id) { isSuccess } }`, { id: created.data.id });
    expect((await list()).totalItemCount).toBe(1);
  });

  it.each([
    ['level 0', { level: 0 }, 'Seviye: En az 1 olabilir', 'Level: Must be at least 1'],
    ['level 7', { level: 7 }, 'Seviye: En fazla 6 olabilir', 'Level: Must be at most 6'],
    ['level missing', { level: null }, 'Seviye: Bu alan zorunludur', 'Level: This field is required'],
    [
      'manager missing',
      { managerId: null },
      'Yönetici: Bu alan zorunludur',
      'Manager: This field is required',
    ],
    ['own manager', { managerId: 'self' }, 'Yönetici alanını kontrol edin', 'Check the Manager field'],
    ['unknown manager', { managerId: 99999 }, 'Yönetici: Böyle bir kayıt yok', 'Manager: No such record'],
  ])('refuses %s in both languages and writes nothing', async (_name, change, tr, en) => {
    const userId = await p.createUser();
    const input: Record<string, unknown> = { userId, managerId: p.adminId, level: 3, ...change };
    if (input.managerId === 'self') input.managerId = userId;
    for (const [lang, message] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      expect(await p.call(MANAGER, { i: input }, { lang })).toMatchObject({
        isSuccess: false,
        messages: [{ code: 'Validation', message }],
      });
    }
    const list = await p.call(
      `query($u: Int) { userManagers(pagerModel: { userId: $u }) { totalItemCount } }`,
      {
        u: userId,
      },
    );
    expect(list.totalItemCount).toBe(0);
  });

  it('keeps a manager once per user (Conflict)', async () => {
    const userId = await p.createUser();
    await p.call(MANAGER, { i: { userId, managerId: p.adminId, level: 1 } });
    expect(await p.call(MANAGER, { i: { userId, managerId: p.adminId, level: 2 } })).toMatchObject({
      messages: [{ code: 'Conflict' }],
    });
  });
});

const USER_GROUPS = `query($g: Int) { userGroups(userGroupPagerModel: { groupId: $g, pageSize: 5000 }) {
  totalItemCount data { id userId groupId user { id name surname } } } }`;

describe('groups and membership', () => {
  it('saves membership as a difference: added created, removed deleted, the rest unchanged; userCount follows', async () => {
    const [a, b, c, d] = [
      await p.createUser({ name: 'Ada', surname: 'Bir' }),
      await p.createUser({ name: 'Banu', surname: 'İki' }),
      await p.createUser({ name: 'Cenk', surname: 'Üç' }),
      await p.createUser({ name: 'Dilek', surname: 'Dört' }),
    ];
    const group = await p.call<{ id: number }>(
      `mutation { createGroup(inputModel: { name: "Sosyal Kulüp" }) { data { id } } }`,
    );
    const groupId = group.data.id;
    const members = async () =>
      (await p.call<{ id: number; userId: number; user: { name: string } }[]>(USER_GROUPS, { g: groupId }))
        .data;
    const add = (userId: number) =>
      p.call(
        `mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess messages { code } } }`,
        {
          i: { userId, groupId },
        },
      );
    for (const id of [a, b, c]) expect((await add(id)).isSuccess).toBe(true);
    const before = await members();
    expect(before.map((m) => m.user.name)).toEqual(['Ada', 'Banu', 'Cenk']);

    // The dialog's new selection is b, c, d: d added, a removed, b and c unchanged.
    await add(d as number);
    const removed = before.find((m) => m.userId === a);
    await p.call(`mutation($id: Int!) { deleteUserGroup(id: $id) { isSuccess } }`, { id: removed?.id });
    const after = await members();
    expect(after.map((m) => m.userId)).toEqual([b, c, d]);
    const unchanged = before.filter((m) => m.userId !== a).map((m) => m.id);
    expect(after.slice(0, 2).map((m) => m.id)).toEqual(unchanged);

    const groups = await p.call<{ id: number; name: string; userCount: number }[]>(
      `{ groups(groupPagerModel: { searchText: "kulüp" }) { data { id name userCount } } }`,
    );
    expect(groups.data).toEqual([{ id: groupId, name: 'Sosyal Kulüp', userCount: 3 }]);
    expect(await add(b as number)).toMatchObject({ isSuccess: false, messages: [{ code: 'Conflict' }] });
    expect((await members()).length).toBe(3);
  });

  it('refuses a group without a name and a membership of an unknown user, in both languages', async () => {
    const tr = await p.call(`mutation { createGroup(inputModel: { name: "" }) { isSuccess message } }`);
    expect(tr).toMatchObject({ isSuccess: false, message: 'Ad: Bu alan zorunludur' });
    const group = await p.call<{ id: number }>(
      `mutation { createGroup(inputModel: { name: "Boş" }) { data { id } } }`,
    );
    const en = await p.call(
      `mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess message } }`,
      { i: { userId: 99999, groupId: group.data.id } },
      { lang: 'en' },
    );
    expect(en).toMatchObject({ isSuccess: false, message: 'User: No such record' });
    expect((await p.call(USER_GROUPS, { g: group.data.id })).totalItemCount).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { SAMPLES, toBase64 } from '../src/files/testing/sample-files.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';
import { callService } from './announcements-fixture.ts';
import { disclaimerUsers } from '../src/db/tenant/settings.table.ts';

/** Inputs and fields exactly as a client written from the spec sends and reads them (issue 15.4). */
describe('shapes a client written from the spec uses', () => {
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
  });

  it('uploadEditorImage takes {source, fileBase64String, fileName, tag}; source and tag change nothing', async () => {
    const answer = await callService<{ filePath: string }>(
      p,
      'upload',
      `mutation($i: EditorImageInput!) { uploadEditorImage(inputModel: $i) { isSuccess message data { filePath } } }`,
      {
        i: {
          source: 'announcement',
          fileName: 'foto.png',
          fileBase64String: toBase64(SAMPLES.png),
          tag: 'baska',
        },
      },
    );
    expect(answer.isSuccess).toBe(true);
    // stored under the token's tenant, whatever tag was sent
    expect(answer.data.filePath).toMatch(new RegExp(`^/files/${p.tenant.tag}/[^/]+\\.png$`));
  });

  it('Group.users lists each member with id and user {id name surname}', async () => {
    const ayse = await p.createUser({ name: 'Ayşe', surname: 'Kaya' });
    const group = await p.call<{ id: number }>(
      'mutation { createGroup(inputModel: { name: "Muhasebe" }) { isSuccess data { id } } }',
    );
    const link = await p.call<{ id: number }>(
      'mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess data { id } } }',
      { i: { userId: ayse, groupId: group.data.id } },
    );
    const listed = await p.call<{ id: number; users: unknown[] }[]>(
      '{ groups(groupPagerModel: { searchText: "Muhasebe" }) { data { id users { id user { id name surname } } } } }',
    );
    expect(listed.data).toEqual([
      { id: group.data.id, users: [{ id: link.data.id, user: { id: ayse, name: 'Ayşe', surname: 'Kaya' } }] },
    ]);
  });

  it('Status carries a code: created, changed, cleared and checked', async () => {
    const created = await p.call<{ id: number }>(
      'mutation { createStatus(inputModel: { name: "Denetimde", code: "APPROVED" }) { isSuccess message data { id } } }',
    );
    expect(created).toMatchObject({ isSuccess: true });
    const read = async () =>
      (
        await p.call<{ name: string; code: string | null }>(
          `{ status(id: ${created.data.id}) { data { name code } } }`,
        )
      ).data;
    expect(await read()).toEqual({ name: 'Denetimde', code: 'APPROVED' });
    await p.call(
      `mutation { updateStatus(inputModel: { id: ${created.data.id}, name: "Denetimde", isActive: true, code: "OK_1" }) { isSuccess } }`,
    );
    expect(await read()).toEqual({ name: 'Denetimde', code: 'OK_1' });
    const refused = await p.call(
      `mutation { updateStatus(inputModel: { id: ${created.data.id}, name: "Denetimde", isActive: true, code: "iki kelime" }) { isSuccess message } }`,
    );
    expect(refused).toMatchObject({
      isSuccess: false,
      message: 'Kod: Yalnızca harf, rakam, alt çizgi, nokta ve tire içerebilir',
    });
    expect(await read()).toEqual({ name: 'Denetimde', code: 'OK_1' });
    await p.call(
      `mutation { updateStatus(inputModel: { id: ${created.data.id}, name: "Denetimde", isActive: true, code: "" }) { isSuccess } }`,
    );
    expect(await read()).toEqual({ name: 'Denetimde', code: null });
  });

  it('a lookup update takes {entity, name, isActive}: the entity names the row, the rest of it is ignored', async () => {
    const created = await p.call<{ id: number }>(
      'mutation { createGender(inputModel: { name: "Belirtilmemiş" }) { isSuccess data { id } } }',
    );
    const id = created.data.id;
    const read = await p.call<Record<string, unknown>>(
      `{ gender(id: ${id}) { data { id name isActive createTime } } }`,
    );
    const UPDATE = 'mutation($i: GenderUpdateInput!) { updateGender(inputModel: $i) { isSuccess message } }';
    const updated = await p.call(UPDATE, {
      i: {
        entity: { ...read.data, extra: [1, { nested: true }] },
        name: 'Söylemek istemiyor',
        isActive: false,
      },
    });
    expect(updated).toMatchObject({ isSuccess: true });
    const after = await p.call<{ name: string; isActive: boolean }>(
      `{ gender(id: ${id}) { data { name isActive } } }`,
    );
    expect(after.data).toEqual({ name: 'Söylemek istemiyor', isActive: false });
    // without an id anywhere the row is not named: the id field is required, nothing changes
    const unnamed = await p.call(UPDATE, { i: { entity: 'x', name: 'Başka', isActive: true } });
    expect(unnamed.isSuccess).toBe(false);
    expect((await p.call<{ name: string }>(`{ gender(id: ${id}) { data { name } } }`)).data.name).toBe(
      'Söylemek istemiyor',
    );
  });

  it('Work.users lists each user the work reaches, directly or through a group, once', async () => {
    const can = await p.createUser({ name: 'Can', surname: 'Demir' });
    const ece = await p.createUser({ name: 'Ece', surname: 'Ak' });
    const group = await p.call<{ id: number }>(
      'mutation { createGroup(inputModel: { name: "Gece vardiyası" }) { isSuccess data { id } } }',
    );
    for (const userId of [can, ece])
      await p.call('mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess } }', {
        i: { userId, groupId: group.data.id },
      });
    const work = await p.call<{ id: number }>(
      'mutation($i: WorkCreateInput!) { createWork(inputModel: $i) { isSuccess message data { id } } }',
      { i: { name: 'Envanter sayımı', description: 'Yıl sonu', userIds: [can], groupIds: [group.data.id] } },
    );
    expect(work.isSuccess).toBe(true);
    const listed = await p.call<{ users: unknown[]; userCount: number }[]>(
      '{ works(workPagerModel: { searchText: "Envanter" }) { data { userCount users { id name surname } } } }',
    );
    expect(listed.data).toEqual([
      {
        userCount: 2,
        users: [
          { id: can, name: 'Can', surname: 'Demir' },
          { id: ece, name: 'Ece', surname: 'Ak' },
        ],
      },
    ]);
  });
  it('the disclaimer list and single read page their acceptors by a user pager (100 unless asked)', async () => {
    const created = await p.call<{ id: number }>(
      'mutation { createDisclaimer(inputModel: { name: "KVKK", value: "Metin" }) { isSuccess data { id } } }',
    );
    const disclaimerId = created.data.id;
    const people: number[] = [];
    for (const name of ['Ada', 'Baran', 'Cem', 'Derya', 'Ece']) people.push(await p.createUser({ name }));
    await p.server.server.services.tenants.withTenant(p.tenant.tag, (db) =>
      db.insert(disclaimerUsers).values(people.map((userId) => ({ disclaimerId, userId }))),
    );
    const names = (users: { user: { name: string } }[]) => users.map((u) => u.user.name);
    type Listed = { id: number; userCount: number; users: { user: { name: string } }[] };

    const list = async (userPagerModel?: unknown) =>
      (
        await p.call<Listed[]>(
          'query($p: DisclaimerPagerModel) { disclaimers(pagerModel: $p) { isSuccess data { id userCount users { user { name } } } } }',
          { p: { searchText: 'KVKK', userPagerModel } },
        )
      ).data[0];
    expect(names((await list())?.users ?? [])).toEqual(['Ada', 'Baran', 'Cem', 'Derya', 'Ece']);
    expect(names((await list({ pageSize: 2 }))?.users ?? [])).toEqual(['Ada', 'Baran']);
    const second = await list({ pageSize: 2, pageNumber: 2 });
    expect(names(second?.users ?? [])).toEqual(['Cem', 'Derya']);
    expect(second?.userCount).toBe(5);

    const single = await p.call<Listed>(
      'query($id: Int!, $u: ChildPagerModel) { disclaimer(disclaimerId: $id, userPagerModel: $u) { isSuccess data { users { user { name } } } } }',
      { id: disclaimerId, u: { pageSize: 2, pageNumber: 3 } },
    );
    expect(names(single.data.users)).toEqual(['Ece']);
    // the field's own argument wins over the list's
    const field = await p.call<Listed>(
      `{ disclaimer(disclaimerId: ${disclaimerId}, userPagerModel: { pageSize: 1 }) { data { users(userPagerModel: { pageSize: 3 }) { user { name } } } } }`,
    );
    expect(names(field.data.users)).toEqual(['Ada', 'Baran', 'Cem']);

    const tooMany = await p.call(
      'query($p: DisclaimerPagerModel) { disclaimers(pagerModel: $p) { isSuccess messages { code } } }',
      { p: { userPagerModel: { pageSize: 5000 } } },
    );
    expect(tooMany).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
  });
});

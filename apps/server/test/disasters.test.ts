import { describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { usePeople, type PeopleFixture } from './people-fixture.ts';

const CREATE = `mutation($i: CreateDisasterInput!) { createDisaster(inputModel: $i) {
  isSuccess message messages { code message } data { id } } }`;
const LIST = `query($p: DisasterPagerModel) { disasters(pagerModel: $p) { isSuccess totalItemCount messages { code }
  data { id title userCount readCount responseCount needsHelpCount } } }`;
const RECIPIENTS = `query($p: DisasterUserPagerModel) { disasterUsers(pagerModel: $p) { isSuccess totalItemCount
  messages { code message } data { userId isRead readDate user { name surname email gsm } } } }`;
const RESPONSES = `query($p: DisasterUserResponsePagerModel) { disasterUserResponses(pagerModel: $p) {
  isSuccess totalItemCount data { userId response latitude longitude user { name surname } } } }`;
const DETAIL = `query($id: Int!) { disaster(id: $id) { isSuccess messages { code } data { id title body createTime
  users { userId isRead readDate } userResponses { userId response latitude longitude } } } }`;
const MINE = `{ myDisasters(pagerModel: { pageSize: 50 }) { isSuccess totalItemCount messages { code }
  data { id title isRead readDate response latitude longitude } } }`;
const READ = `mutation($i: DisasterReadInput!) { markDisasterRead(inputModel: $i) { isSuccess messages { code } } }`;
const RESPOND = `mutation($i: DisasterResponseInput!) { respondDisaster(inputModel: $i) {
  isSuccess message messages { code message } } }`;

describe('disasters: panel and portal', () => {
  let server: TestServer;
  let p: PeopleFixture;
  usePeople((fixture) => {
    p = fixture;
    server = fixture.server;
  });

  const group = async (name: string, members: number[]) => {
    const created = await p.call<{ id: number }>(
      'mutation($i: GroupCreateInput!) { createGroup(inputModel: $i) { isSuccess data { id } } }',
      { i: { name } },
    );
    for (const userId of members)
      await p.call('mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess } }', {
        i: { userId, groupId: created.data.id },
      });
    return created.data.id;
  };
  const create = (input: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
    p.call<{ id: number }>(CREATE, { i: input }, { lang });
  const portal = (token: string) => ({
    call: <T>(query: string, variables: Record<string, unknown> = {}) =>
      server.call<T>(query, variables, { token, service: 'portal' }),
  });

  it('sends to the members of a group at that moment: a recipient row and a notification each', async () => {
    const a = await p.createUser();
    const b = await p.createUser();
    const groupId = await group('Afet Ekibi', [a, b]);
    const created = await create({
      disaster: { title: 'Deprem', body: 'İyi misiniz?' },
      groupIds: [groupId],
    });
    expect(created.isSuccess).toBe(true);
    const later = await p.createUser();
    await p.call('mutation($i: UserGroupCreateInput!) { createUserGroup(inputModel: $i) { isSuccess } }', {
      i: { userId: later, groupId },
    });
    const recipients = await p.call<{ userId: number; isRead: boolean }[]>(RECIPIENTS, {
      p: { disasterId: created.data.id },
    });
    expect(recipients.totalItemCount).toBe(2);
    expect(recipients.data.map((r) => r.userId).sort()).toEqual([a, b].sort());
    expect(recipients.data.every((r) => !r.isRead)).toBe(true);
    for (const userId of [a, b]) {
      const notes = await p.call<{ body: string }[]>(
        'query($p: NotificationPagerModel) { notifications(notificationPagerModel: $p) { data { body } } }',
        { p: { userId } },
      );
      expect(notes.data.map((n) => n.body)).toContain('Deprem');
    }
  });

  it('refuses users and groups together, neither, and a missing title or body; nothing is written', async () => {
    const user = await p.createUser();
    const groupId = await group('İkisi birden', [user]);
    const before = await p.count('disasters');
    const both = await create({ disaster: { title: 'A', body: 'B' }, userIds: [user], groupIds: [groupId] });
    expect(both).toMatchObject({
      isSuccess: false,
      message: 'Kullanıcı ya da grup seçin, ikisini birden değil',
      messages: [{ code: 'Validation' }],
    });
    const neither = await create({ disaster: { title: 'A', body: 'B' } }, 'en');
    expect(neither.message).toBe('Choose at least one user or group');
    const noTitle = await create({ disaster: { title: ' ', body: 'B' }, userIds: [user] });
    expect(noTitle.message).toBe('Başlık: Bu alan zorunludur');
    const unknown = await create({ disaster: { title: 'A', body: 'B' }, userIds: [999_999] });
    expect(unknown).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(await p.count('disasters')).toBe(before);
  });

  it("shows a portal user's read receipt and response on the panel, positions with 7 decimals", async () => {
    const employee = await server.signInEmployee(p.tenant, 'Ayşe', 'Deprem');
    const other = await server.signInEmployee(p.tenant);
    const created = await create({
      disaster: { title: 'Sarsıntı', body: 'Durum?' },
      userIds: [employee.userId],
    });
    const disasterId = created.data.id;
    const me = portal(employee.token);

    const mine = await me.call<{ id: number; isRead: boolean; response: boolean | null }[]>(MINE);
    expect(mine.data[0]).toMatchObject({ id: disasterId, isRead: false, response: null });
    expect((await portal(other.token).call<unknown[]>(MINE)).totalItemCount).toBe(0);

    expect(await me.call(READ, { i: { disasterId } })).toMatchObject({ isSuccess: true });
    const afterRead = await p.call<{ isRead: boolean; readDate: string }[]>(RECIPIENTS, {
      p: { disasterId },
    });
    const firstRead = afterRead.data[0]?.readDate;
    expect(afterRead.data[0]).toMatchObject({
      isRead: true,
      user: { name: 'Ayşe', surname: 'Deprem', email: employee.email },
    });
    expect(await me.call(READ, { i: { disasterId } })).toMatchObject({ isSuccess: true });
    const again = await p.call<{ readDate: string }[]>(RECIPIENTS, { p: { disasterId } });
    expect(again.data[0]?.readDate).toBe(firstRead);

    const respond = (input: Record<string, unknown>, token = employee.token) =>
      portal(token).call(RESPOND, { i: { disasterId, ...input } });
    expect(await respond({ response: true, latitude: 41.1, longitude: 29.1 })).toMatchObject({
      isSuccess: true,
    });
    expect(await respond({ response: false, latitude: 41.012345678, longitude: 29.987654321 })).toMatchObject(
      {
        isSuccess: true,
      },
    );
    const responses = await p.call<
      { userId: number; response: boolean; latitude: number; longitude: number }[]
    >(RESPONSES, { p: { disasterId, needsHelp: true } });
    expect(responses.totalItemCount).toBe(1);
    expect(responses.data[0]).toMatchObject({
      userId: employee.userId,
      response: false,
      latitude: 41.0123457,
      longitude: 29.9876543,
      user: { name: 'Ayşe' },
    });
    const detail = await p.call<{ users: unknown[]; userResponses: unknown[] }>(DETAIL, { id: disasterId });
    expect(detail.data.userResponses).toEqual([
      { userId: employee.userId, response: false, latitude: 41.0123457, longitude: 29.9876543 },
    ]);
    const listed = await p.call<{ id: number; readCount: number; needsHelpCount: number }[]>(LIST, {
      p: { searchText: 'Sarsıntı' },
    });
    expect(listed.data[0]).toMatchObject({
      id: disasterId,
      readCount: 1,
      needsHelpCount: 1,
      responseCount: 1,
    });

    // only for disasters one received; coordinates in range, both or neither
    expect(await respond({ response: true }, other.token)).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
    expect(await portal(other.token).call(READ, { i: { disasterId } })).toMatchObject({
      messages: [{ code: 'NotFound' }],
    });
    expect(await respond({ response: true, latitude: 91, longitude: 29 })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation' }],
    });
    expect(await respond({ response: true, latitude: 41 })).toMatchObject({ isSuccess: false });
    const unchanged = await p.call<{ response: boolean }[]>(RESPONSES, { p: { disasterId } });
    expect(unchanged.data).toHaveLength(1);
    expect(unchanged.data[0]?.response).toBe(false);
  });

  it('refuses a portal token on every panel disaster operation, and a panel token on the portal', async () => {
    const employee = await server.signInEmployee(p.tenant);
    const asEmployee = (query: string, variables: Record<string, unknown> = {}) =>
      server.call(query, variables, { token: employee.token });
    const refused = { isSuccess: false, messages: [{ code: 'TokenInvalid' }] };
    expect(await asEmployee(LIST)).toMatchObject(refused);
    expect(
      await asEmployee(CREATE, { i: { disaster: { title: 'X', body: 'Y' }, userIds: [employee.userId] } }),
    ).toMatchObject(refused);
    expect(await asEmployee(RECIPIENTS, { p: { disasterId: 1 } })).toMatchObject(refused);
    expect(await server.call(MINE, {}, { token: p.token, service: 'portal' })).toMatchObject(refused);
  });

  it('lists newest first, 5 a page, searched; the recipient list needs its disaster; delete removes it', async () => {
    const user = await p.createUser();
    for (const title of ['Sel baskını 1', 'Sel baskını 2'])
      await create({ disaster: { title, body: 'Su' }, userIds: [user] });
    const found = await p.call<{ title: string; userCount: number }[]>(LIST, {
      p: { searchText: 'sel BASK' },
    });
    expect(found.data.map((d) => d.title)).toEqual(['Sel baskını 2', 'Sel baskını 1']);
    expect(found.data[0]?.userCount).toBe(1);
    expect((await p.call<unknown[]>(LIST)).data.length).toBeLessThanOrEqual(5);
    expect(await p.call(RECIPIENTS, { p: {} })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation', message: 'Afet: Bu alan zorunludur' }],
    });
    const id = (await p.call<{ id: number }[]>(LIST, { p: { searchText: 'Sel baskını 1' } })).data[0]?.id;
    const removed = await p.call('mutation($id: Int!) { deleteDisaster(id: $id) { isSuccess } }', { id });
    expect(removed.isSuccess).toBe(true);
    expect(await p.call(DETAIL, { id })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
  });
});

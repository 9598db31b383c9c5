import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/tenant/users.table.ts';
import { TestServer } from './harness.ts';
import { AUDIT_ROWS, historyOf } from './audit-log-fixture.ts';
import { CANCEL_LEAVE, HAND_OVER, requestsTenant } from './requests-fixture.ts';

const RESULT = 'isSuccess message messages { code } data { id }';
const mutation = (op: string, type: string, arg = 'inputModel') =>
  `mutation($i: ${type}!) { ${op}(${arg}: $i) { ${RESULT} } }`;
const byId = (op: string) => `mutation($id: Int!) { ${op}(id: $id) { ${RESULT} } }`;
const SET_CONFIG = mutation('setConfig', 'ConfigInput', 'config');
const CONFIGS = `{ configGroups(pagerModel: { isEditable: true }) { data { configs { name parentId } } } }`;
const SET_PERMISSIONS = `mutation($id: Int!, $p: [RolePermissionInput!]!) {
  setRolePermissions(inputModel: { roleId: $id, permissions: $p }) { isSuccess messages { code } } }`;
const HOLIDAYS = `mutation($i: OfficialHolidaysInput!) { addOfficialHolidays(inputModel: $i) { isSuccess data { added } } }`;

/**
 * The history of the writes that do not go through the generic path (docs/history.md): the panel's own
 * operations and the portal's requests, each one row in the write's transaction; a refusal writes none.
 */
describe('the history of custom and composite writes', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  const rows = (filter: Record<string, unknown>) => historyOf(t.call)({ sortDescending: true, ...filter });
  const total = async () => (await t.call(AUDIT_ROWS, { p: { pageSize: 1 } })).totalItemCount;
  let adminId: number;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await requestsTenant(server);
    const [admin] = await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.select({ id: users.id }).from(users).where(eq(users.email, t.tenant.email)),
    );
    adminId = admin?.id ?? 0;
  });
  afterAll(() => server.stop());

  it('records a disaster sent with its recipients, a slider deleted and a menu moved', async () => {
    const sent = await t.call<{ id: number }>(mutation('createDisaster', 'CreateDisasterInput'), {
      i: { disaster: { title: 'Deprem tatbikatı', body: 'Toplanma alanına' }, userIds: [t.requester.userId] },
    });
    expect(sent.isSuccess).toBe(true);
    const [disaster] = await rows({ entity: 'Disaster', entityId: sent.data.id });
    expect(disaster).toMatchObject({ action: 'create', area: 'disasters', channel: 'panel' });
    expect(disaster?.changes).toMatchObject({
      title: { new: 'Deprem tatbikatı' },
      userIds: { new: [t.requester.userId] },
    });

    const sliderId = await t.made('Slider', { name: 'Giden slider' });
    expect((await t.call(byId('deleteSlider'), { id: sliderId })).isSuccess).toBe(true);
    const [slider] = await rows({ entity: 'Slider', entityId: sliderId, action: 'delete' });
    expect(slider?.changes).toMatchObject({ name: { old: 'Giden slider' }, itemIds: { old: [] } });

    const menu = (name: string, position: number) =>
      t.made('Menu', {
        name,
        position,
        icon: 'Announcement',
        targetComponent: 'UrlBrowser',
        targetPayload: 'https://example.com',
        backgroundColor: '',
      });
    await menu('Birinci', 1);
    const second = await menu('İkinci', 2);
    const moved = await t.call(mutation('moveMenu', 'MenuMoveInput'), { i: { id: second, position: 1 } });
    expect(moved.isSuccess).toBe(true);
    const [move] = await rows({ entity: 'Menu', entityId: second, action: 'moveMenu' });
    expect(move).toMatchObject({ area: 'navigation', changes: { position: { old: 2, new: 1 } } });
  });

  it('records settings, a role’s permissions, holidays and a leave adjustment', async () => {
    const groups = await t.call<{ configs: { name: string; parentId: number }[] }[]>(CONFIGS);
    const parentId = groups.data.flatMap((g) => g.configs).find((c) => c.name === 'loginMethod')?.parentId;
    const first = await t.call<{ id: number }>(SET_CONFIG, { i: { parentId, value: 'gsm' } });
    await t.call(SET_CONFIG, { i: { parentId, value: 'nationalityIdentityNumber' } });
    await t.call(SET_CONFIG, { i: { parentId, value: 'nationalityIdentityNumber' } });
    expect((await t.call(byId('deleteConfig'), { id: first.data.id })).isSuccess).toBe(true);
    const config = await rows({ entity: 'Config', entityId: first.data.id, sortDescending: false });
    // the same value again changes nothing and writes nothing
    expect(config.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(config[1]?.changes).toEqual({
      value: { old: 'gsm', new: 'nationalityIdentityNumber' },
      code: { new: 'loginMethod' },
    });

    const roleId = t.role('Personel');
    const granted = await t.call(SET_PERMISSIONS, {
      id: roleId,
      p: [
        { area: 'announcements', action: 'read' },
        { area: 'announcements', action: 'create' },
      ],
    });
    expect(granted.isSuccess).toBe(true);
    await t.call(SET_PERMISSIONS, { id: roleId, p: [{ area: 'announcements', action: 'read' }] });
    const matrix = await rows({ entity: 'Role', entityId: roleId, action: 'setRolePermissions' });
    expect(matrix.map((r) => r.changes)).toEqual([
      { revoked: { old: { announcements: ['create'] } } },
      { granted: { new: { announcements: ['create', 'read'] } } },
    ]);
    expect(matrix[0]).toMatchObject({ userId: adminId, channel: 'panel', area: 'people' });

    expect((await t.call<{ added: number }>(HOLIDAYS, { i: { year: 2031 } })).data.added).toBeGreaterThan(0);
    const again = await t.call<{ added: number }>(HOLIDAYS, { i: { year: 2031 } });
    expect(again.data.added).toBe(0);
    const holidays = await rows({ entity: 'Holiday' });
    expect(holidays.map((r) => r.action)).toEqual(['addOfficialHolidays']);
    expect(holidays[0]?.changes.days?.new).toContain('2031-01-01');
    expect(holidays[0]?.changes.year).toEqual({ new: 2031 });

    const adjust = mutation('adjustLeaveBalance', 'LeaveAdjustmentInput');
    const userId = t.hr2.userId;
    const before = await total();
    // refused (no hire date to count a service year from): nothing is written, nor its history
    const refused = await t.call(adjust, { i: { userId, days: 2, reason: 'Fazla mesai' } });
    expect(refused.isSuccess).toBe(false);
    expect(await total()).toBe(before);
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.update(users).set({ hireDate: '2020-03-01' }).where(eq(users.id, userId)),
    );
    const adjusted = await t.call<{ id: number }>(adjust, { i: { userId, days: 2, reason: 'Fazla mesai' } });
    expect(adjusted.isSuccess).toBe(true);
    const [ledger] = await rows({ entity: 'LeaveLedgerRow', entityId: adjusted.data.id });
    expect(ledger).toMatchObject({ action: 'adjustLeaveBalance', area: 'leave', userId: adminId });
    expect(ledger?.changes).toMatchObject({
      userId: { new: userId },
      days: { new: 2 },
      kind: { new: 'adjusted' },
    });
  });

  it('records an employee’s request started, handed over and cancelled, and a substitute', async () => {
    const leaveId = await t.askLeave(await t.leaveType('Geçmişte izin', 'Yönetici onayı'));
    const [started] = await rows({ entity: 'WorkflowRequest', action: 'startRequest', sortDescending: true });
    expect(started).toMatchObject({ userId: t.requester.userId, channel: 'portal', area: 'requests' });
    expect(started?.changes).toMatchObject({ kind: { new: 'leave' }, subjectId: { new: leaveId } });
    const [approval] = (await t.approvalsOf(t.manager1)).filter((a) => a.requestId === started?.entityId);
    const handed = await t.call(HAND_OVER, {
      i: { requestId: started?.entityId, approvalId: approval?.id, userId: t.hr2.userId, reason: 'İzinde' },
    });
    expect(handed.isSuccess).toBe(true);
    const [handOver] = await rows({ entityId: started?.entityId, action: 'handOver' });
    expect(handOver).toMatchObject({ userId: adminId, channel: 'panel' });
    expect(handOver?.changes).toEqual({
      approver: { old: t.manager1.userId, new: t.hr2.userId },
      reason: { new: 'İzinde' },
    });
    expect(await t.portal(t.requester, CANCEL_LEAVE, { i: { id: leaveId } })).toMatchObject({
      isSuccess: true,
    });
    const [cancelled] = await rows({ entityId: started?.entityId, action: 'cancelRequest' });
    expect(cancelled).toMatchObject({
      entity: 'WorkflowRequest',
      userId: t.requester.userId,
      channel: 'portal',
    });
    expect(cancelled?.changes.state).toEqual({ old: 'running', new: 'cancelled' });

    const set = await t.portal<{ id: number }>(t.manager1, mutation('setSubstitute', 'SetSubstituteInput'), {
      i: { substituteId: t.manager2.userId },
    });
    expect(set.isSuccess).toBe(true);
    const removed = await t.portal(t.manager1, mutation('removeSubstitute', 'RemoveSubstituteInput'), {
      i: { id: set.data.id },
    });
    expect(removed.isSuccess).toBe(true);
    const substitute = await rows({ entity: 'UserSubstitute', entityId: set.data.id, sortDescending: false });
    expect(substitute.map((r) => [r.action, r.userId, r.channel])).toEqual([
      ['create', t.manager1.userId, 'portal'],
      ['delete', t.manager1.userId, 'portal'],
    ]);
    expect(substitute[0]?.changes.substituteId).toEqual({ new: t.manager2.userId });
  });

  it('records nothing of an anonymous complaint sent from the portal', async () => {
    const typeId = await t.made('ComplaintType', { name: 'Yemekhane' });
    const before = await total();
    const sent = await t.portal(t.requester, mutation('sendComplaint', 'SendComplaintInput'), {
      i: { complaintTypeId: typeId, description: 'Çorba soğuk' },
    });
    expect(sent.isSuccess).toBe(true);
    expect(await total()).toBe(before);
    expect(await rows({ entity: 'Complaint' })).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/db/tenant/audit.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { configSettings, configValues } from '../src/db/tenant/settings.table.ts';
import { ManualClock, systemClock } from '../src/kernel/clock.ts';
import { nextNight } from '../src/modules/history/prune-history.ts';
import { TestServer } from './harness.ts';
import { BUILD } from './forms-fixture.ts';
import { peopleFixture } from './people-fixture.ts';
import { requestsTenant, workflowBuilder } from './requests-fixture.ts';

interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  userName: string | null;
  channel: string;
  address: string | null;
  area: string;
  entity: string;
  entityId: number | null;
  action: string;
  changes: Record<string, { old?: unknown; new?: unknown }>;
  names: Record<string, { old?: string; new?: string }>;
}
const ROWS = `query($p: AuditLogPagerModel) { auditLogs(pagerModel: $p) { isSuccess message totalItemCount data {
  id at userId userName channel address area entity entityId action changes names } } }`;
const EXPORT = `query($p: AuditLogPagerModel) { exportAuditLogs(pagerModel: $p) { isSuccess message data { fileName } } }`;
const write = (op: string, type: string) =>
  `mutation($i: ${type}!) { ${op}(inputModel: $i) { isSuccess message messages { code } data { id } } }`;
const DELETE_GENDER = 'mutation($id: Int!) { deleteGender(id: $id) { isSuccess } }';

describe('the history of changes (docs/history.md)', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  const rows = async (filter: Record<string, unknown>, call = t.call) =>
    (await call<AuditRow[]>(ROWS, { p: { pageSize: 100, ...filter } })).data;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await requestsTenant(server);
  });
  afterAll(async () => {
    server.server.services.clock = systemClock;
    await server.stop();
  });

  it('records a generic create, update and delete with the user, the channel and the old and new values', async () => {
    const created = await t.call<{ id: number }>(write('createGender', 'GenderCreateInput'), {
      i: { name: 'Belirtilmemiş' },
    });
    const id = created.data.id;
    await t.call(write('updateGender', 'GenderUpdateInput'), { i: { id, name: 'Diğer', isActive: true } });
    await t.call(DELETE_GENDER, { id });
    const history = await rows({ entity: 'Gender', entityId: id, sortDescending: false, sortColumn: 'id' });
    expect(history.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(history[0]).toMatchObject({
      area: 'reference',
      channel: 'panel',
      userName: expect.stringMatching(/\S/),
      changes: { name: { new: 'Belirtilmemiş' }, isActive: { new: true } },
    });
    expect(history[0]?.address).toBeTruthy();
    expect(history[1]?.changes).toEqual({ name: { old: 'Belirtilmemiş', new: 'Diğer' } });
    expect(history[2]?.changes).toMatchObject({ name: { old: 'Diğer' } });
  });

  it('never records a password hash, a generated column or a long text itself', async () => {
    const target = t.hr2.userId;
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.update(users).set({ passwordHash: 'scrypt$old' }).where(eq(users.id, target)),
    );
    const departments = await t.call<{ id: number; name: string }[]>(
      '{ departments(pagerModel: { pageSize: 2 }) { data { id name } } }',
    );
    const departmentId = departments.data[0]?.id;
    const saved = await t.call(write('updateUser', 'UserUpdateInput'), {
      i: { id: target, name: 'Gizlenen', departmentId },
    });
    expect(saved.isSuccess).toBe(true);
    const [row] = await rows({ entity: 'User', entityId: target, action: 'update' });
    // the old and new department, as the history screen shows them
    expect(row?.changes).toMatchObject({
      name: { new: 'Gizlenen' },
      departmentId: { old: null, new: departmentId },
    });
    // and by name: the department it went to (none before)
    expect(row?.names).toEqual({ departmentId: { new: departments.data[0]?.name } });
    const text = JSON.stringify(row?.changes);
    for (const secret of ['passwordHash', 'sortName', 'searchText', 'scrypt'])
      expect(text).not.toContain(secret);

    const value = `<p>${'Sözleşme metni. '.repeat(200)}</p>`;
    const disclaimer = await t.call<{ id: number }>(write('createDisclaimer', 'DisclaimerCreateInput'), {
      i: { name: 'Uzun sözleşme', value },
    });
    const [made] = await rows({ entity: 'Disclaimer', entityId: disclaimer.data.id });
    expect(made?.changes.value?.new).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      length: value.length,
    });
  });

  it('writes no row when the write fails', async () => {
    await t.call(write('createGender', 'GenderCreateInput'), { i: { name: 'Tek' } });
    const before = (await t.call(ROWS, { p: { pageSize: 1 } })).totalItemCount;
    const clash = await t.call(write('createGender', 'GenderCreateInput'), { i: { name: 'tek' } });
    const invalid = await t.call(write('createGender', 'GenderCreateInput'), { i: { name: '' } });
    const missing = await t.call(write('updateGender', 'GenderUpdateInput'), {
      i: { id: 999999, name: 'X' },
    });
    expect([clash.isSuccess, invalid.isSuccess, missing.isSuccess]).toEqual([false, false, false]);
    expect((await t.call(ROWS, { p: { pageSize: 1 } })).totalItemCount).toBe(before);
  });

  it('records the composite operations: workflow steps, the form builder, a decision, a role and a password', async () => {
    const build = workflowBuilder(t);
    const workflowId = await t.made('Workflow', { name: 'Geçmişli onay' });
    const step = await build.approval(workflowId, null, { userIds: [t.manager2.userId] });
    await build.save(step.id, { approval: { condition: 'VEYA' }, userIds: [t.manager1.userId] });
    const steps = await rows({
      entity: 'Workflow',
      entityId: workflowId,
      sortColumn: 'id',
      sortDescending: false,
    });
    // the approval step with its two branches, the fixture's saves of each branch, then the approvers' change
    expect(steps.map((r) => r.action)).toEqual([
      'create',
      'insertWorkflowStep',
      ...Array(3).fill('saveWorkflowStep'),
    ]);
    expect(steps[1]?.changes.step?.new).toMatchObject({
      id: step.id,
      details: { userIds: [t.manager2.userId] },
    });
    expect(steps.at(-1)?.changes.step?.new).toMatchObject({ id: step.id, userIds: [t.manager1.userId] });

    const formId = await t.made('Form', { name: 'Geçmiş formu' });
    const built = await t.call(BUILD, {
      i: { formId, categories: [{ name: 'Genel', items: [{ name: 'Ad', formElementId: 1 }] }] },
    });
    expect(built.isSuccess).toBe(true);
    const [form] = await rows({ entity: 'Form', entityId: formId, action: 'buildCompleteForm' });
    expect(form?.changes.version).toEqual({ old: 0, new: 1 });

    const requestId = await t.askLeave(await t.leaveType('Geçmişli izin', workflowId));
    const [approval] = await t.approvalsOf(t.manager1);
    expect((await t.decide(t.manager1, approval!, 'Onayla')).isSuccess).toBe(true);
    const [decision] = await rows({ entity: 'WorkflowRequest', action: 'approve' });
    expect(decision).toMatchObject({ userId: t.manager1.userId, channel: 'portal', area: 'requests' });
    expect(decision?.changes.decision?.new).toMatchObject({ command: 'Onayla' });
    expect(requestId).toBeGreaterThan(0);

    const roleChange = await t.call(write('changeUserRole', 'ChangeUserRoleInput'), {
      i: { userId: t.hr1.userId, roleId: t.role('Admin') },
    });
    expect(roleChange.isSuccess).toBe(true);
    const [role] = await rows({ entity: 'User', entityId: t.hr1.userId, action: 'changeUserRole' });
    expect(role?.changes).toEqual({ roleId: { old: t.role('Personel'), new: t.role('Admin') } });

    const changed = await t.call(write('changePassword', 'ChangePasswordInput'), {
      i: { oldPassword: t.tenant.password, newPassword: 'Yeni-sifre-2026' },
    });
    expect(changed.isSuccess).toBe(true);
    const [password] = await rows({ action: 'changePassword' });
    expect(password).toMatchObject({ entity: 'User', changes: {} });
  });

  it('filters by user, area, entity, action and days, and exports the filter', async () => {
    const mine = await rows({ userId: t.manager1.userId });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.userId === t.manager1.userId)).toBe(true);
    const reference = await rows({ area: 'reference', action: 'delete' });
    expect(reference.length).toBeGreaterThan(0);
    expect(reference.every((r) => r.area === 'reference' && r.action === 'delete')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await rows({ dateFrom: today, dateTo: today })).length).toBeGreaterThan(0);
    expect(await rows({ dateTo: '2000-01-01' })).toEqual([]);
    const file = await t.call<{ fileName: string }>(EXPORT, { p: { area: 'reference' } });
    expect(file.isSuccess).toBe(true);
    expect(file.data.fileName).toMatch(/\.xlsx$/);
  });

  it('keeps each tenant’s history to itself', async () => {
    const other = await peopleFixture(server);
    await other.call(write('createGender', 'GenderCreateInput'), { i: { name: 'Başka kiracı' } });
    const theirs = await rows({ entity: 'Gender' }, other.call as typeof t.call);
    expect(theirs.map((r) => r.changes.name?.new)).toEqual(['Başka kiracı']);
    expect((await rows({ entity: 'Gender' })).some((r) => r.changes.name?.new === 'Başka kiracı')).toBe(
      false,
    );
  });

  it('removes rows older than the retention setting in a nightly background job', async () => {
    const now = new Date();
    const clock = new ManualClock(new Date(nextNight(now).getTime() + 60_000));
    server.server.services.clock = clock;
    const old = (days: number) => ({
      at: new Date(now.getTime() - days * 86_400_000),
      channel: 'system',
      area: 'reference',
      entity: 'Retention',
      action: 'update',
      changes: {},
    });
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.insert(auditLog).values([old(400), old(100), old(10)]),
    );
    const retained = async () =>
      (await rows({ entity: 'Retention' })).map((r) =>
        Math.round((now.getTime() - Date.parse(r.at)) / 86_400_000),
      );
    // the job falls due at the next night (03:00 in Turkey), not as the tenant opens
    server.server.services.clock = systemClock;
    await server.server.jobs.runDue();
    expect(await retained()).toEqual([10, 100, 400]);
    server.server.services.clock = clock;
    await server.server.jobs.runDue();
    expect(await retained()).toEqual([10, 100]);
    const setting = await server.server.services.tenants.withTenant(t.tenant.tag, async (db) => {
      const [row] = await db
        .select()
        .from(configSettings)
        .where(eq(configSettings.code, 'auditRetentionDays'));
      await db.insert(configValues).values({ settingId: row!.id, value: '30' });
      return row;
    });
    expect(setting?.defaultValue).toBe('365');
    clock.advance(86_400_000);
    await server.server.jobs.runDue();
    expect(await retained()).toEqual([10]);
  });
});

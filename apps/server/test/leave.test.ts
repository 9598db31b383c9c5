import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/tenant/organization.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { firstApprovalStep } from './quizzes-fixture.ts';
import { ManualClock } from '../src/kernel/clock.ts';
import { TestServer, type Tenant } from './harness.ts';

const FIELDS = 'isSuccess message messages { code message } data { id }';
const CREATE_TYPE = `mutation($i: PermissionTypeCreateInput!) { createPermissionType(inputModel: $i) { ${FIELDS} } }`;
const UPDATE_TYPE = `mutation($i: PermissionTypeUpdateInput!) { updatePermissionType(inputModel: $i) { ${FIELDS} } }`;
const DELETE_TYPE = `mutation($id: Int!) { deletePermissionType(id: $id) { ${FIELDS} } }`;
const TYPES = `query($p: PermissionTypePagerModel) { permissionTypes(pagerModel: $p) { isSuccess totalItemCount data { id name code } } }`;
const CREATE_ROLE = `mutation($i: PermissionTypeRoleCreateInput!) { createPermissionTypeRole(inputModel: $i) { ${FIELDS} } }`;
const UPDATE_ROLE = `mutation($i: PermissionTypeRoleUpdateInput!) { updatePermissionTypeRole(inputModel: $i) { ${FIELDS} } }`;
const TYPE_ROLES = `query($p: PermissionTypeRolePagerModel) { permissionTypeRoles(pagerModel: $p) { isSuccess totalItemCount data { id role { name } workflow { name } permissionType { name } } } }`;
const LIST = `query($p: PermissionPagerModel) { permissions(pagerModel: $p) { isSuccess messages { code } totalItemCount data { id startDate endDate dayCount description user { fullName } permissionType { name } status { id name } } } }`;
const EXPORT = `query($p: PermissionPagerModel) { exportPermissions(pagerModel: $p) { isSuccess message data { fileName fileBase64String } } }`;
const REQUEST = `mutation($i: RequestPermissionInput!) { requestPermission(inputModel: $i) { ${FIELDS} } }`;
const CANCEL = `mutation($i: CancelPermissionInput!) { cancelPermission(inputModel: $i) { ${FIELDS} } }`;
const MINE = `query($p: MyPermissionPagerModel) { myPermissions(pagerModel: $p) { isSuccess totalItemCount data { id permissionTypeName startDate endDate dayCount statusId statusName } } }`;
const BALANCE = `{ myLeaveBalance { isSuccess messages { code } data { totalDayOff usedDays pendingDays remainingDays } } }`;
const MY_TYPES = `{ myPermissionTypes { isSuccess data { id name } } }`;

interface Listed {
  id: number;
  startDate: string;
  dayCount: number;
  user: { fullName: string };
  permissionType: { name: string };
  status: { id: number; name: string };
}

async function readSheet(base64: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      values.map((v) => (v instanceof Date ? 'DATE' : typeof v === 'object' && v ? 'OBJECT' : String(v))),
    );
  });
  return rows;
}

describe('leave: types, their roles, requests on the portal and the panel', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  let personel: number;
  let editor: number;
  let workflow: number;
  const type: Record<string, number> = {};
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });
  const portal = (employee: { token: string }, lang: 'tr' | 'en' = 'tr') => ({
    token: employee.token,
    service: 'portal' as const,
    lang,
  });

  async function employee(name: string, surname: string, roleId: number, totalDayOff: number) {
    const signedIn = await server.signInEmployee(tenant, name, surname);
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.update(users).set({ roleId, totalDayOff }).where(eq(users.id, signedIn.userId)),
    );
    return signedIn;
  }

  beforeAll(async () => {
    server = await TestServer.start();
    // the requests below ask for days of 2026: 'today' is fixed inside the leave window around them
    server.server.services.clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    const roleRows = await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.select({ id: roles.id, name: roles.name }).from(roles),
    );
    personel = roleRows.find((r) => r.name === 'Personel')?.id ?? 0;
    editor = roleRows.find((r) => r.name === 'Editor')?.id ?? 0;
    const created = await call<{ id: number }>(
      `mutation($i: WorkflowCreateInput!) { createWorkflow(inputModel: $i) { ${FIELDS} } }`,
      { i: { name: 'Yönetici onayı' } },
    );
    workflow = created.data.id;
    await firstApprovalStep(call, workflow);
    for (const name of ['Yıllık izin', 'Mazeret izni', 'Eski tip']) {
      const answer = await call<{ id: number }>(CREATE_TYPE, { i: { name, code: '' } });
      expect(answer.isSuccess).toBe(true);
      type[name] = answer.data.id;
    }
  });
  afterAll(() => server.stop());

  it('lists, searches, renames and deletes leave types; a name is required and unique', async () => {
    const search = await call<{ name: string }[]>(TYPES, { p: { searchText: 'YILLIK' } });
    expect(search.data.map((t) => t.name)).toEqual(['Yıllık izin']);
    const empty = await call(CREATE_TYPE, { i: { name: ' ', code: '' } }, 'en');
    expect(empty).toMatchObject({ isSuccess: false, message: 'Name: This field is required' });
    const twice = await call(CREATE_TYPE, { i: { name: 'yıllık İZİN' } }, 'en');
    expect(twice).toMatchObject({ isSuccess: false, message: 'Name: This value is already used' });
    expect(
      await call(UPDATE_TYPE, { i: { id: type['Eski tip'], name: 'Silinecek tip', code: '' } }),
    ).toMatchObject({ isSuccess: true });
    expect(await call(DELETE_TYPE, { id: type['Eski tip'] })).toMatchObject({ isSuccess: true });
    const left = await call<{ name: string }[]>(TYPES, { p: { sortColumn: 'name', sortDescending: false } });
    expect(left.data.map((t) => t.name)).toEqual(['Mazeret izni', 'Yıllık izin']);
  });

  it('assigns roles with a workflow to a type, each role at most once per type', async () => {
    const annual = type['Yıllık izin'];
    const first = await call<{ id: number }>(CREATE_ROLE, {
      i: { permissionTypeId: annual, roleId: personel, workflowId: workflow },
    });
    expect(first.isSuccess).toBe(true);
    const again = await call(
      CREATE_ROLE,
      { i: { permissionTypeId: annual, roleId: personel, workflowId: workflow } },
      'en',
    );
    expect(again).toMatchObject({
      isSuccess: false,
      message: 'Role: This value is already used',
      messages: [{ code: 'Validation' }],
    });
    const turkish = await call(CREATE_ROLE, {
      i: { permissionTypeId: annual, roleId: personel, workflowId: workflow },
    });
    expect(turkish.message).toBe('Rol: Bu değer zaten kullanılıyor');
    const missing = await call(CREATE_ROLE, { i: { permissionTypeId: annual, roleId: editor } }, 'en');
    expect(missing).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(missing.message).toContain('Workflow');
    // the same role on another type is fine; an editor row moved onto personel clashes
    const excuse = await call(CREATE_ROLE, {
      i: { permissionTypeId: type['Mazeret izni'], roleId: editor, workflowId: workflow },
    });
    expect(excuse.isSuccess).toBe(true);
    const editorOnAnnual = await call<{ id: number }>(CREATE_ROLE, {
      i: { permissionTypeId: annual, roleId: editor, workflowId: workflow },
    });
    const moved = await call(UPDATE_ROLE, { i: { id: editorOnAnnual.data.id, roleId: personel } }, 'en');
    expect(moved).toMatchObject({ isSuccess: false, message: 'Role: This value is already used' });
    const listed = await call<{ role: { name: string }; workflow: { name: string } }[]>(TYPE_ROLES, {
      p: { permissionTypeId: annual },
    });
    expect(listed.totalItemCount).toBe(2);
    expect(listed.data[0]).toMatchObject({
      role: { name: 'Personel' },
      workflow: { name: 'Yönetici onayı' },
      permissionType: { name: 'Yıllık izin' },
    });
    // a type answers its roles on the list (the panel's chip counts whom they reach, its dialog edits them)
    const withRoles = await call<{ name: string; roles: { roleId: number; workflow: { name: string } }[] }[]>(
      `query($p: PermissionTypePagerModel) { permissionTypes(pagerModel: $p) { data { name roles { roleId workflow { name } } } } }`,
      { p: { sortColumn: 'name', sortDescending: false } },
    );
    expect(
      withRoles.data.map((row) => [row.name, row.roles.map((link) => link.roleId).sort((a, b) => a - b)]),
    ).toEqual([
      ['Mazeret izni', [editor]],
      ['Yıllık izin', [personel, editor].sort((a, b) => a - b)],
    ]);
    expect(withRoles.data[1]?.roles[0]?.workflow).toEqual({ name: 'Yönetici onayı' });
    // a workflow still assigned is not deleted
    const inUse = await call(`mutation($id: Int!) { deleteWorkflow(id: $id) { ${FIELDS} } }`, {
      id: workflow,
    });
    expect(inUse).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
  });

  it('an employee sees only the types their role may request and cannot request another', async () => {
    const elif = await employee('Elif', 'Çalışkan', personel, 20);
    const types = await server.call<{ name: string }[]>(MY_TYPES, {}, portal(elif));
    expect(types.data.map((t) => t.name)).toEqual(['Yıllık izin']);
    const refused = await server.call(
      REQUEST,
      { i: { permissionTypeId: type['Mazeret izni'], startDate: '2026-03-02', endDate: '2026-03-03' } },
      portal(elif, 'en'),
    );
    expect(refused).toMatchObject({
      isSuccess: false,
      message: 'Your role cannot request this leave type.',
    });
    const noRole = await employee('Rolsüz', 'Kişi', personel, 20);
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.update(users).set({ roleId: null }).where(eq(users.id, noRole.userId)),
    );
    expect((await server.call<unknown[]>(MY_TYPES, {}, portal(noRole))).data).toEqual([]);
  });

  it('counts working days against the balance, refuses overlaps and short balances, cancels waiting requests', async () => {
    const mert = await employee('Mert', 'Yıldırım', personel, 7);
    const annual = type['Yıllık izin'];
    const ask = (startDate: string, endDate: string, lang: 'tr' | 'en' = 'en') =>
      server.call<{ id: number }>(
        REQUEST,
        { i: { permissionTypeId: annual, startDate, endDate, description: 'Tatil' } },
        portal(mert, lang),
      );
    // Monday 2 March to Sunday 8 March 2026: five working days
    const week = await ask('2026-03-02', '2026-03-08');
    expect(week.isSuccess).toBe(true);
    const balance = await server.call(BALANCE, {}, portal(mert));
    expect(balance.data).toEqual({ totalDayOff: 7, usedDays: 0, pendingDays: 5, remainingDays: 2 });

    const overlap = await ask('2026-03-06', '2026-03-10');
    expect(overlap).toMatchObject({
      isSuccess: false,
      message: 'These dates overlap another leave of yours that is waiting or approved.',
    });
    const short = await ask('2026-03-09', '2026-03-11');
    expect(short).toMatchObject({
      isSuccess: false,
      message: 'Not enough leave: you asked for 3 working days and 2 are left.',
      messages: [{ code: 'Validation' }],
    });
    const shortTr = await ask('2026-03-09', '2026-03-11', 'tr');
    expect(shortTr.message).toBe('İzin bakiyeniz yetersiz: 3 iş günü istediniz, 2 gün kaldı.');
    const backwards = await ask('2026-03-12', '2026-03-09');
    expect(backwards).toMatchObject({
      isSuccess: false,
      message: 'End date: Cannot be before the start date',
    });
    const weekend = await ask('2026-03-14', '2026-03-15');
    expect(weekend.message).toBe('There is no working day (Monday–Friday) between these dates.');
    const badDay = await ask('2026-02-30', '2026-03-01');
    expect(badDay).toMatchObject({
      isSuccess: false,
      message: 'Start date: Enter a day that exists on the calendar',
    });

    const mine = await server.call<{ id: number; statusName: string; dayCount: number }[]>(
      MINE,
      {},
      portal(mert, 'en'),
    );
    expect(mine.data).toEqual([
      expect.objectContaining({ id: week.data.id, dayCount: 5, statusName: 'Waiting' }),
    ]);

    // another employee cannot cancel it; its owner can, once
    const other = await employee('Zeynep', 'Aksoy', personel, 10);
    const foreign = await server.call(CANCEL, { i: { id: week.data.id } }, portal(other, 'en'));
    expect(foreign).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
    expect(await server.call(CANCEL, { i: { id: week.data.id } }, portal(mert))).toMatchObject({
      isSuccess: true,
    });
    const twice = await server.call(CANCEL, { i: { id: week.data.id } }, portal(mert, 'en'));
    expect(twice).toMatchObject({ isSuccess: false, message: 'Only a waiting request can be cancelled.' });
    const after = await server.call(BALANCE, {}, portal(mert));
    expect(after.data).toMatchObject({ pendingDays: 0, remainingDays: 7 });
    // the cancelled week no longer blocks the same dates
    expect((await ask('2026-03-04', '2026-03-10')).isSuccess).toBe(true);
    const waiting = await server.call<unknown[]>(MINE, { p: { permissionStatusId: 1 } }, portal(mert));
    expect(waiting.totalItemCount).toBe(1);

    // a panel token is no portal identity
    expect(await server.call(BALANCE, {}, { token, service: 'portal' })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TokenInvalid' }],
    });
  });

  it('lists requests on the panel with user, type and status, filtered by status and type, searched by user', async () => {
    const all = await call<Listed[]>(LIST, { p: { pageSize: 50 } }, 'en');
    expect(all.totalItemCount).toBe(2);
    expect(all.data[0]).toMatchObject({
      user: { fullName: 'Mert Yıldırım' },
      permissionType: { name: 'Yıllık izin' },
      status: { id: 1, name: 'Waiting' },
      startDate: '2026-03-04',
      dayCount: 5,
    });
    const cancelled = await call<Listed[]>(LIST, { p: { permissionStatusId: 4 } });
    expect(cancelled.data.map((p) => p.status.name)).toEqual(['İptal edildi']);
    expect((await call(LIST, { p: { permissionTypeId: type['Mazeret izni'] } })).totalItemCount).toBe(0);
    expect((await call(LIST, { p: { searchText: 'YILDIRIM' } })).totalItemCount).toBe(2);
    expect((await call(LIST, { p: { searchText: 'aksoy' } })).totalItemCount).toBe(0);
    // a type with requests is not deleted
    expect(await call(DELETE_TYPE, { id: type['Yıllık izin'] })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'InUse' }],
    });
    // a user with requests is deactivated, not deleted: the requests stay
    const mert = (
      await call<{ id: number; userId: number }[]>(
        `{ permissions(pagerModel: { searchText: "Yıldırım" }) { data { id userId } } }`,
      )
    ).data[0];
    const removed = await call(
      `mutation($id: Int!) { deleteUser(id: $id) { isSuccess messages { code } } }`,
      { id: mert?.userId },
    );
    expect(removed).toMatchObject({ isSuccess: true, messages: [{ code: 'Deactivated' }] });
    expect((await call(LIST, { p: { searchText: 'YILDIRIM' } })).totalItemCount).toBe(2);
    // the employees' requests are not a portal token's panel data
    const elif = await server.signInEmployee(tenant);
    expect(await server.call(LIST, {}, { token: elif.token })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TokenInvalid' }],
    });
  });

  it('exports every matching request with headers and statuses in the caller language, formulas as text', async () => {
    const zeynep = await employee('=HYPERLINK("x")', 'Formül', personel, 30);
    await server.call(
      REQUEST,
      {
        i: {
          permissionTypeId: type['Yıllık izin'],
          startDate: '2026-04-06',
          endDate: '2026-04-07',
          description: '=1+1',
        },
      },
      portal(zeynep),
    );
    const answer = await call<{ fileName: string; fileBase64String: string }>(
      EXPORT,
      { p: { pageSize: 1 } },
      'en',
    );
    expect(answer.isSuccess).toBe(true);
    expect(answer.data.fileName).toMatch(/^leave-requests-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(answer.data.fileBase64String);
    expect(rows[0]).toEqual([
      'User',
      'Leave type',
      'Status',
      'Start date',
      'End date',
      'Working days',
      'Description',
      'Created on',
    ]);
    expect(rows).toHaveLength(1 + 3);
    expect(rows[1]).toEqual([
      '=HYPERLINK("x") Formül',
      'Yıllık izin',
      'Waiting',
      '2026-04-06',
      '2026-04-07',
      '2',
      '=1+1',
      'DATE',
    ]);
    const turkish = await call<{ fileBase64String: string }>(EXPORT, { p: { permissionStatusId: 4 } }, 'tr');
    const cancelled = await readSheet(turkish.data.fileBase64String);
    expect(cancelled[0]?.[0]).toBe('Kullanıcı');
    expect(cancelled.slice(1).map((r) => r[2])).toEqual(['İptal edildi']);
  });

  it("refuses days beyond the tenant's leave window, which the configuration sets", async () => {
    const ada = await employee('Ada', 'Pencere', personel, 30);
    const ask = (startDate: string, endDate: string) =>
      server.call<{ id: number }>(
        REQUEST,
        { i: { permissionTypeId: type['Yıllık izin'], startDate, endDate } },
        portal(ada, 'en'),
      );
    expect(await ask('2025-05-26', '2025-05-28')).toMatchObject({
      isSuccess: false,
      message: 'Leave may start at most 365 days back (the first day must be 01.06.2025 or later).',
    });
    expect((await ask('2028-06-05', '2028-06-07')).message).toBe(
      'Leave may end at most 730 days ahead (the last day must be 31.05.2028 or earlier).',
    );
    expect((await ask('2025-06-02', '2025-06-03')).isSuccess).toBe(true);
    const groups = await call<{ name: string; configs: { parentId: number; name: string }[] }[]>(
      '{ configGroups { data { name configs { parentId name } } } }',
    );
    const back = groups.data.find((g) => g.name === 'leave')?.configs.find((c) => c.name === 'leaveDaysBack');
    expect(back).toBeDefined();
    const set = await call('mutation($c: ConfigInput!) { setConfig(config: $c) { isSuccess message } }', {
      c: { parentId: back?.parentId, value: '0' },
    });
    expect(set.isSuccess).toBe(true);
    expect((await ask('2026-05-26', '2026-05-27')).message).toBe(
      'Leave may start at most 0 days back (the first day must be 01.06.2026 or later).',
    );
    await call('mutation($c: ConfigInput!) { setConfig(config: $c) { isSuccess } }', {
      c: { parentId: back?.parentId, value: '365' },
    });
  });

  it('two requests sent at once cannot both pass the balance or overlap checks', async () => {
    const ece = await employee('Ece', 'Kaya', personel, 5);
    const ask = (startDate: string, endDate: string) =>
      server.call(
        REQUEST,
        { i: { permissionTypeId: type['Yıllık izin'], startDate, endDate } },
        portal(ece, 'en'),
      );
    // three working days each, five days of balance: only one fits
    const apart = await Promise.all([ask('2026-05-04', '2026-05-06'), ask('2026-05-11', '2026-05-13')]);
    expect(apart.filter((a) => a.isSuccess)).toHaveLength(1);
    expect(apart.find((a) => !a.isSuccess)?.message).toBe(
      'Not enough leave: you asked for 3 working days and 2 are left.',
    );
    const same = await Promise.all([ask('2026-06-01', '2026-06-01'), ask('2026-06-01', '2026-06-02')]);
    expect(same.filter((a) => a.isSuccess)).toHaveLength(1);
    const mine = await server.call(MINE, {}, portal(ece));
    expect(mine.totalItemCount).toBe(2);
  });

  it('keeps each tenant to its own types and requests', async () => {
    const other = await server.createTenant();
    const otherToken = await server.signIn(other);
    const types = await server.call<unknown[]>(TYPES, {}, { token: otherToken });
    expect(types.totalItemCount).toBe(0);
    const requests = await server.call<unknown[]>(LIST, {}, { token: otherToken });
    expect(requests.totalItemCount).toBe(0);
    const outsider = await server.signInEmployee(other);
    expect((await server.call<unknown[]>(MY_TYPES, {}, portal(outsider))).data).toEqual([]);
    const mine = await server.call<unknown[]>(MINE, {}, portal(outsider));
    expect(mine.totalItemCount).toBe(0);
    // this tenant's type id means nothing there
    const refused = await server.call(
      REQUEST,
      { i: { permissionTypeId: type['Yıllık izin'], startDate: '2026-03-02', endDate: '2026-03-02' } },
      portal(outsider, 'en'),
    );
    expect(refused.isSuccess).toBe(false);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/tenant/organization.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { TestServer, type Tenant } from './harness.ts';
import { signInWithRole } from './permissions-fixture.ts';

/** Rows per page the export reads here: every file below spans several pages. */
const PAGE = 4;

const EXPORT = `query($i: ExportListInput!) { exportList(inputModel: $i) {
  isSuccess message messages { code message } data { fileName contentType fileBase64String } } }`;

const USERS = `query($p: UserPagerModel) { users(userPagerModel: $p) {
  isSuccess totalItemCount data { name surname gsm isPanelUser createTime role { name } } } }`;

type Cell = ExcelJS.CellValue;

/** The first sheet's rows (header first) and each cell's number format. */
async function sheetOf(base64: string): Promise<{ rows: Cell[][]; formats: string[][]; name: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  const formats: string[][] = [];
  sheet?.eachRow((row) => {
    const values = row.values as Cell[];
    rows.push(values.slice(1).map((value) => value ?? null));
    formats.push(values.slice(1).map((_value, index) => row.getCell(index + 1).numFmt ?? ''));
  });
  return { rows, formats, name: sheet?.name ?? '' };
}

/** The users' columns as the panel sends them, with its words. */
const COLUMNS = [
  { path: 'name', header: 'Ad' },
  { path: 'surname', header: 'Soyad' },
  { path: 'role.name', header: '=Rol' },
  {
    path: 'isPanelUser',
    header: 'Panel kullanıcısı',
    labels: [
      { value: 'true', label: 'Evet' },
      { value: 'false', label: 'Hayır' },
    ],
  },
  { path: 'createTime', header: 'Kayıt zamanı', kind: 'time' },
  { path: 'gsm', header: 'GSM' },
];

/** 2026-03-04 21:30:15 UTC: in Istanbul (UTC+3) the next day, 00:30:15. */
const CREATED = new Date('2026-03-04T21:30:15Z');

describe('every list exports as the screen shows it (exportList)', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: string;
  let roleId: number;
  const exportAs = (token: string, input: Record<string, unknown>, lang: 'tr' | 'en' = 'tr') =>
    server.call<{ fileName: string; contentType: string; fileBase64String: string }>(
      EXPORT,
      { i: input },
      { token, lang },
    );
  /** The users of the role, passive ones out, Z to A: a filter, a flag and a sort. */
  const pager = () => ({ roleId, isActive: true, sortColumn: 'name', sortDescending: true });
  const usersInput = (extra: Record<string, unknown> = {}) => ({
    list: 'users',
    pagerModel: { ...pager(), pageNumber: 2, pageSize: 1 },
    columns: COLUMNS,
    title: 'Kullanıcılar',
    timeZone: 'Europe/Istanbul',
    ...extra,
  });

  beforeAll(async () => {
    server = await TestServer.start({ exportBatchSize: PAGE });
    tenant = await server.createTenant();
    admin = await server.signIn(tenant);
    roleId = await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      const [role] = await db.insert(roles).values({ name: 'Dışa aktarım' }).returning({ id: roles.id });
      if (!role) throw new Error('no role');
      const names = [
        'Çağla',
        'Cem',
        'Ayşe',
        'İlker',
        'Ilgın',
        'Zeynep',
        'Şule',
        'Sena',
        'Ömer',
        'Oya',
        '=1+2',
      ];
      await db.insert(users).values(
        names.map((name, index) => ({
          name,
          surname: `Soyad ${index}`,
          gsm: `555000${String(index).padStart(4, '0')}`,
          isPanelUser: index % 2 === 0,
          roleId: role.id,
          createTime: CREATED,
        })),
      );
      // a passive one and one of another role: filtered out
      await db.insert(users).values([
        { name: 'Pasif', surname: 'Kişi', roleId: role.id, isActive: false },
        { name: 'Başka', surname: 'Rol', roleId: null },
      ]);
      return role.id;
    });
  });
  afterAll(() => server.stop());

  it('writes the rows the list answers for its filters and sort, across pages, with the screen’s words', async () => {
    const listed = await server.call<Record<string, unknown>[]>(
      USERS,
      { p: { ...pager(), pageSize: 100 } },
      { token: admin },
    );
    expect(listed.totalItemCount).toBe(11);
    const answer = await exportAs(admin, usersInput());
    expect(answer.isSuccess).toBe(true);
    expect(answer.data.fileName).toBe(`kullanıcılar-${new Date().toISOString().slice(0, 10)}.xlsx`);
    expect(answer.data.contentType).toContain('spreadsheetml');
    const { rows, formats, name } = await sheetOf(answer.data.fileBase64String);
    expect(name).toBe('Kullanıcılar');
    expect(rows[0]).toEqual(COLUMNS.map((column) => column.header));
    // the header that looks like a formula is text
    expect(formats[0]?.[2]).toBe('@');
    const wall = new Date(Date.UTC(2026, 2, 5, 0, 30, 15));
    expect(rows.slice(1)).toEqual(
      listed.data.map((row) => [
        row.name,
        row.surname,
        'Dışa aktarım',
        row.isPanelUser ? 'Evet' : 'Hayır',
        wall,
        row.gsm,
      ]),
    );
    // the list's own order (Turkish, Z to A), not the page it was on
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .filter((name) => name !== '=1+2'),
    ).toEqual(['Zeynep', 'Şule', 'Sena', 'Ömer', 'Oya', 'İlker', 'Ilgın', 'Çağla', 'Cem', 'Ayşe']);
    // formula-looking text stays text
    const formula = rows.findIndex((row) => row[0] === '=1+2');
    expect(formats[formula]?.[0]).toBe('@');
    expect(formats[formula]?.[4]).toBe('dd.mm.yyyy hh:mm:ss');
  });

  it('names the file in the reader’s language when the screen gives no name', async () => {
    const answer = await exportAs(admin, usersInput({ title: null }), 'en');
    expect(answer.data.fileName).toMatch(/^list-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const tr = await exportAs(admin, usersInput({ title: '  ../Kullanıcı: listesi*  ' }));
    expect(tr.data.fileName).toMatch(/^kullanıcı-listesi-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('needs the list’s area’s export; its personal fields stay empty without their read', async () => {
    const nothing = await signInWithRole(server, tenant);
    const refused = await exportAs(nothing.token, usersInput(), 'en');
    expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }], data: null });
    expect(refused.message).toBe('You do not have the permission for this: Users and roles — Export.');

    const exporter = await signInWithRole(server, tenant, [{ area: 'people', action: 'export' }]);
    const answer = await exportAs(exporter.token, usersInput());
    expect(answer.isSuccess).toBe(true);
    const { rows } = await sheetOf(answer.data.fileBase64String);
    expect(rows).toHaveLength(12);
    // no phone but their own
    expect(rows.slice(1).map((row) => row[5] ?? null)).toEqual(Array(11).fill(null));
  });

  it('the list’s own read still applies', async () => {
    const exporter = await signInWithRole(server, tenant, [{ area: 'announcements', action: 'export' }]);
    const answer = await exportAs(exporter.token, {
      list: 'announcements',
      columns: [{ path: 'title', header: 'Başlık' }],
    });
    expect(answer).toMatchObject({ isSuccess: false, messages: [{ code: 'Forbidden' }] });
    expect(answer.message).toContain('Görüntüleme');
  });

  it('refuses an unknown list, a path the rows do not have and a pager the list does not take', async () => {
    const refusal = async (input: Record<string, unknown>) => {
      const answer = await exportAs(admin, usersInput(input), 'en');
      expect(answer.isSuccess).toBe(false);
      return answer.messages[0];
    };
    expect(await refusal({ list: 'exportList' })).toMatchObject({ code: 'Validation' });
    expect(await refusal({ list: 'currentUser' })).toMatchObject({
      code: 'Validation',
      message: 'This list cannot be exported: currentUser.',
    });
    expect(await refusal({ columns: [{ path: 'passwordHash', header: 'x' }] })).toMatchObject({
      message: 'The list has no such column: passwordHash.',
    });
    // an object is no value; nor is a field the type does not have
    expect(await refusal({ columns: [{ path: 'role', header: 'x' }] })).toMatchObject({ code: 'Validation' });
    expect(await refusal({ columns: [{ path: 'role.nope', header: 'x' }] })).toMatchObject({
      code: 'Validation',
    });
    expect(await refusal({ columns: [{ path: 'name { id }', header: 'x' }] })).toMatchObject({
      code: 'Validation',
    });
    expect(await refusal({ pagerModel: { nope: 1 } })).toMatchObject({ code: 'Validation' });
    expect(await refusal({ pagerModel: { sortColumn: 'gsm' } })).toMatchObject({ code: 'Validation' });
    expect(await refusal({ timeZone: 'Mars/Olympus' })).toMatchObject({
      message: 'Unknown time zone: Mars/Olympus.',
    });
  });

  it('an empty list says there is nothing to export', async () => {
    const answer = await exportAs(admin, usersInput({ pagerModel: { ...pager(), searchText: 'yokböyle' } }));
    expect(answer).toMatchObject({ isSuccess: false, messages: [{ code: 'NothingToExport' }], data: null });
  });
});

import ExcelJS from 'exceljs';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../src/db/tenant/complaints.table.ts';
import { TestServer, type Tenant } from './harness.ts';

interface Complaint {
  id: number;
  description: string;
  createTime: string;
  complaintType: { id: number; name: string };
}

const FIELDS = 'isSuccess message messages { code message } data { id }';
const LIST = `query($p: ComplaintPagerModel) { complaints(pagerModel: $p) { isSuccess messages { code } totalItemCount data { id description createTime complaintType { id name } } } }`;
const EXPORT = `query($p: ComplaintPagerModel) { exportComplaints(pagerModel: $p) { isSuccess message data { fileName contentType fileBase64String } } }`;
const SEND = `mutation($i: SendComplaintInput!) { sendComplaint(inputModel: $i) { ${FIELDS} } }`;

async function readSheet(base64: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      values.map((v) => (v instanceof Date ? 'DATE' : typeof v === 'object' && v ? 'OBJECT' : String(v))),
    );
  });
  return rows;
}

describe('complaint types, complaints and their export', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  const types: Record<string, number> = {};
  const call = <T>(query: string, variables: Record<string, unknown> = {}, lang: 'tr' | 'en' = 'tr') =>
    server.call<T>(query, variables, { token, lang });

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    for (const name of ['Yemekhane', 'Servis', 'Boş Tip']) {
      const created = await call<{ id: number }>(
        `mutation($i: ComplaintTypeCreateInput!) { createComplaintType(inputModel: $i) { ${FIELDS} } }`,
        { i: { name } },
      );
      types[name] = created.data.id;
    }
    const day = 86_400_000;
    await server.server.services.tenants.withTenant(tenant.tag, (db) =>
      db.insert(complaints).values([
        ...Array.from({ length: 12 }, (_, i) => ({
          complaintTypeId: types.Yemekhane as number,
          description: `Çorba soğuk geliyor, şikâyet ${i + 1} — ığüşöçİ`,
          createTime: new Date(Date.UTC(2026, 0, 1) + i * day),
        })),
        {
          complaintTypeId: types.Servis as number,
          description: '=1+1',
          createTime: new Date(Date.UTC(2026, 0, 20)),
        },
        {
          complaintTypeId: types.Servis as number,
          description: 'Servis geç kalıyor',
          createTime: new Date(Date.UTC(2026, 0, 21)),
        },
      ]),
    );
  });
  afterAll(() => server.stop());

  it('lists complaints newest first with their type, searched in the description and filtered by type', async () => {
    const page = await call<Complaint[]>(LIST, { p: { pageSize: 5 } });
    expect(page.totalItemCount).toBe(14);
    expect(page.data.map((c) => c.description).slice(0, 2)).toEqual(['Servis geç kalıyor', '=1+1']);
    expect(page.data[0]?.complaintType).toEqual({ id: types.Servis, name: 'Servis' });
    const search = await call<Complaint[]>(LIST, { p: { searchText: 'ÇORBA' } });
    expect(search.totalItemCount).toBe(12);
    const filtered = await call<Complaint[]>(LIST, { p: { complaintTypeId: types.Servis } });
    expect(filtered.data.map((c) => c.description)).toEqual(['Servis geç kalıyor', '=1+1']);
  });

  it('exports every matching complaint (not just a page) with headers in the caller language, formulas as text', async () => {
    const answer = await call<{ fileName: string; contentType: string; fileBase64String: string }>(
      EXPORT,
      { p: { pageSize: 5, pageNumber: 1 } },
      'tr',
    );
    expect(answer.isSuccess).toBe(true);
    expect(answer.data.fileName).toMatch(/^şikayetler-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(answer.data.fileBase64String);
    expect(rows[0]).toEqual(['Şikayet tipi', 'Açıklama', 'Oluşturma tarihi']);
    expect(rows).toHaveLength(1 + 14);
    expect(rows[1]).toEqual(['Servis', 'Servis geç kalıyor', 'DATE']);
    expect(rows[2]).toEqual(['Servis', '=1+1', 'DATE']); // a string, not a formula object
    expect(rows.some((r) => r[1] === 'Çorba soğuk geliyor, şikâyet 12 — ığüşöçİ')).toBe(true);

    const english = await call<{ fileBase64String: string }>(EXPORT, { p: { searchText: 'çorba' } }, 'en');
    const searched = await readSheet(english.data.fileBase64String);
    expect(searched[0]).toEqual(['Complaint type', 'Description', 'Created on']);
    expect(searched).toHaveLength(1 + 12);
    const byType = await call<{ fileBase64String: string }>(EXPORT, { p: { complaintTypeId: types.Servis } });
    expect(await readSheet(byType.data.fileBase64String)).toHaveLength(1 + 2);
  });

  it('renames a type, refuses an empty name, and refuses deleting a type in use (InUse)', async () => {
    const UPDATE = `mutation($i: ComplaintTypeUpdateInput!) { updateComplaintType(inputModel: $i) { ${FIELDS} } }`;
    expect(await call(UPDATE, { i: { id: types.Servis, name: 'Servis ve Ulaşım' } })).toMatchObject({
      isSuccess: true,
    });
    const empty = await call(UPDATE, { i: { id: types.Servis, name: '' } }, 'en');
    expect(empty).toMatchObject({ isSuccess: false, message: 'Name: This field is required' });
    const DELETE = `mutation($id: Int!) { deleteComplaintType(id: $id) { ${FIELDS} } }`;
    const inUse = await call(DELETE, { id: types.Yemekhane }, 'en');
    expect(inUse).toMatchObject({
      isSuccess: false,
      message: 'This record is used by other records and cannot be deleted.',
      messages: [{ code: 'InUse' }],
    });
    expect(await call(DELETE, { id: types['Boş Tip'] })).toMatchObject({ isSuccess: true });
    const left = await call<{ name: string }[]>(
      `{ complaintTypes(pagerModel: { pageSize: 10, sortColumn: "name", sortDescending: false }) { data { name } } }`,
    );
    expect(left.data.map((t) => t.name)).toEqual(['Servis ve Ulaşım', 'Yemekhane']);
  });

  it('takes a complaint from an employee on the portal without storing who sent it', async () => {
    const employee = await server.signInEmployee(tenant);
    const portal = { token: employee.token, service: 'portal' as const };
    const portalTypes = await server.call<{ id: number; name: string }[]>(
      '{ complaintTypes { isSuccess data { id name } } }',
      {},
      portal,
    );
    expect(portalTypes.data.map((t) => t.name)).toContain('Yemekhane');
    const sent = await server.call(
      SEND,
      { i: { complaintTypeId: types.Yemekhane, description: 'Portal üzerinden gönderilen şikâyet' } },
      portal,
    );
    expect(sent.isSuccess).toBe(true);
    const listed = await call<Complaint[]>(LIST, { p: { searchText: 'Portal üzerinden' } });
    expect(listed.data).toEqual([
      expect.objectContaining({ description: 'Portal üzerinden gönderilen şikâyet' }),
    ]);
    // nothing identifying: the table has exactly these columns
    expect(Object.keys(getTableColumns(complaints)).sort()).toEqual([
      'complaintTypeId',
      'createTime',
      'description',
      'id',
    ]);
    const bad = await server.call(
      SEND,
      { i: { complaintTypeId: 99999, description: 'x' } },
      {
        ...portal,
        lang: 'en',
      },
    );
    expect(bad).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const empty = await server.call(
      SEND,
      { i: { complaintTypeId: types.Yemekhane, description: ' ' } },
      portal,
    );
    expect(empty.isSuccess).toBe(false);
    // the panel's token is not a portal session, and the employee's is not a panel one
    const panelOnPortal = await server.call(
      SEND,
      { i: { complaintTypeId: types.Yemekhane, description: 'x' } },
      {
        token,
        service: 'portal',
      },
    );
    expect(panelOnPortal).toMatchObject({ isSuccess: false, messages: [{ code: 'TokenInvalid' }] });
    expect(await server.call(LIST, {}, { token: employee.token })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'TokenInvalid' }],
    });
  });
});

import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingBatches } from '../src/crud/matching-batches.ts';
import { complaintEntity } from '../src/modules/complaints/complaint.entities.ts';
import { TestServer, type Tenant } from './harness.ts';

/** Rows an export reads per statement here: every export below spans several batches. */
const BATCH = 4;

/** The values of one column of the sheet, header first; an empty cell reads as ''. */
async function column(base64: string, index: number): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const values: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const value = row.getCell(index).value;
    values.push(value instanceof Date ? value.toISOString() : String(value ?? ''));
  });
  return values;
}

const EXPORTS = {
  complaints: `query($p: ComplaintPagerModel) { exportComplaints(pagerModel: $p) { isSuccess data { fileBase64String } } }`,
  permissions: `query($p: PermissionPagerModel) { exportPermissions(pagerModel: $p) { isSuccess data { fileBase64String } } }`,
  formUsers: `query($p: FormUserPagerModel) { exportFormUsers(pagerModel: $p) { isSuccess data { fileBase64String } } }`,
  acceptors: `query($p: DisclaimerUserExportModel!) { exportDisclaimerUsers(pagerModel: $p) { isSuccess data { fileBase64String } } }`,
};

/**
 * The exports read their rows in batches after the last row read (keyset, crud/sort-order.ts). With a batch
 * of 4 and rows that tie on the sort key (the same time, to the microsecond), have no key (null) or differ
 * only in microseconds, each file must hold exactly the rows the list shows for the same pager, in the
 * list's order: none lost at a batch's edge, none written twice.
 */
describe('exports read in batches', () => {
  let server: TestServer;
  let tenant: Tenant;
  let token: string;
  let formId: number;
  let disclaimerId: number;
  const call = <T>(query: string, variables: Record<string, unknown>) =>
    server.call<T>(query, variables, { token });
  const exported = async (query: string, p: Record<string, unknown>, index: number) => {
    const answer = await call<{ fileBase64String: string }>(query, { p });
    expect(answer.isSuccess).toBe(true);
    return (await column(answer.data.fileBase64String, index)).slice(1);
  };
  const run = <T>(statement: ReturnType<typeof sql>) =>
    server.server.services.tenants.withTenant(tenant.tag, async (db) => (await db.execute(statement)) as T);

  beforeAll(async () => {
    server = await TestServer.start({ exportBatchSize: BATCH });
    tenant = await server.createTenant();
    token = await server.signIn(tenant);
    // 23 complaints in two types; three at each time, the times a microsecond apart
    await run(sql`insert into complaint_types (name) values ('Yemekhane'), ('Servis')`);
    await run(sql`insert into complaints (complaint_type_id, description, create_time)
      select (select min(id) from complaint_types) + i % 2, 'Şikayet ' || lpad(i::text, 2, '0'),
             timestamptz '2026-01-01 00:00:00+00' + (i / 3) * interval '1 microsecond'
      from generate_series(1, 23) as i`);
    // 10 people, who accept a disclaimer (six at the same moment), ask for leave and fill a form
    await run(sql`insert into users (name, surname, email)
      select 'Kişi', 'Soyad ' || i, 'kisi' || i || '@batch.test' from generate_series(1, 10) as i`);
    await run(sql`insert into disclaimers (name, value, version) values ('Sözleşme', 'Metin', '1.0.0')`);
    await run(sql`insert into disclaimer_users (disclaimer_id, user_id, create_time)
      select (select max(id) from disclaimers), u.id,
             timestamptz '2026-02-01 00:00:00+00' + greatest(0, u.id % 10 - 5) * interval '1 second'
      from users u where u.email like '%@batch.test'`);
    await run(sql`insert into permission_types (name) values ('Yıllık izin')`);
    await run(sql`insert into permissions (user_id, permission_type_id, start_date, end_date, day_count, description)
      select u.id, (select max(id) from permission_types), date '2026-03-01' + (u.id % 3), date '2026-03-10',
             1, 'İzin ' || u.email
      from users u cross join generate_series(1, 2) as g where u.email like '%@batch.test'`);
    const [form] = await run<{ rows: { id: number }[] }>(
      sql`insert into forms (name, version) values ('Anket', 1) returning id`,
    ).then((r) => r.rows);
    formId = form!.id;
    const [item] = await run<{ rows: { categoryId: number; id: number }[] }>(sql`
      with category as (insert into form_categories (form_id, name) values (${formId}, 'Genel') returning id)
      insert into form_items (form_category_id, form_element_id, name)
      select id, 1, 'Adınız' from category returning form_category_id as "categoryId", id`).then(
      (r) => r.rows,
    );
    const structure = [
      {
        id: item!.categoryId,
        formId,
        name: 'Genel',
        position: 0,
        isActive: true,
        isPassived: false,
        items: [
          { id: item!.id, formCategoryId: item!.categoryId, name: 'Adınız', formElementId: 1, options: [] },
        ],
      },
    ];
    await run(sql`insert into form_versions (form_id, version, structure)
      values (${formId}, 1, ${JSON.stringify(structure)}::jsonb)`);
    // completed at one of two moments, or not at all (null sorts first descending, last ascending)
    await run(sql`insert into form_users (form_id, form_version_id, user_id, completed_date)
      select ${formId}, (select max(id) from form_versions), u.id,
             case when u.id % 3 = 0 then null
                  else timestamptz '2026-04-01 00:00:00+00' + (u.id % 3) * interval '1 microsecond' end
      from users u cross join generate_series(1, 2) as g where u.email like '%@batch.test'`);
    await run(sql`insert into form_user_answers (form_user_id, form_item_id, value)
      select id, ${item!.id}, 'Cevap ' || id from form_users`);
    disclaimerId = (await run<{ rows: { id: number }[] }>(sql`select max(id) as id from disclaimers`))
      .rows[0]!.id;
  });
  afterAll(() => server.stop());

  it.each([
    {},
    { sortDescending: false },
    { sortColumn: 'id' },
    { searchText: 'şikayet 1' },
    { complaintTypeId: null, sortColumn: 'createTime', sortDescending: true },
  ])('complaints %j: the rows and order of the list', async (pager) => {
    const list = await call<{ description: string; complaintType: { name: string } }[]>(
      `query($p: ComplaintPagerModel) { complaints(pagerModel: $p) { data { description complaintType { name } } } }`,
      { p: { ...pager, pageSize: 100 } },
    );
    expect(list.data.length).toBeGreaterThan(BATCH);
    expect(await exported(EXPORTS.complaints, pager, 2)).toEqual(list.data.map((c) => c.description));
    expect(await exported(EXPORTS.complaints, pager, 1)).toEqual(list.data.map((c) => c.complaintType.name));
  });

  it.each([{ sortColumn: 'startDate' }, { sortColumn: 'startDate', sortDescending: false }, {}])(
    'leave requests %j: the rows and order of the list',
    async (pager) => {
      const list = await call<{ description: string }[]>(
        `query($p: PermissionPagerModel) { permissions(pagerModel: $p) { isSuccess data { description } } }`,
        { p: { ...pager, pageSize: 100 } },
      );
      expect(list.data).toHaveLength(20);
      expect(await exported(EXPORTS.permissions, pager, 7)).toEqual(list.data.map((p) => p.description));
    },
  );

  it.each([
    { sortColumn: 'completedDate' },
    { sortColumn: 'completedDate', sortDescending: false },
    { sortColumn: 'completedDate', sortDescending: true },
  ])('form submissions %j: the rows, order and answers of the list', async (pager) => {
    const p = { formId, ...pager };
    const list = await call<{ completedDate: string | null; answers: { value: string }[] }[]>(
      `query($p: FormUserPagerModel) { formUsers(pagerModel: $p) { data { completedDate answers { value } } } }`,
      { p: { ...p, pageSize: 100 } },
    );
    expect(list.data).toHaveLength(20);
    expect(list.data.some((f) => f.completedDate === null)).toBe(true);
    expect(await exported(EXPORTS.formUsers, p, 5)).toEqual(list.data.map((f) => f.answers[0]?.value));
    const completed = await exported(EXPORTS.formUsers, p, 3);
    expect(completed.map(Boolean)).toEqual(list.data.map((f) => f.completedDate !== null));
  });

  it('disclaimer acceptors: every one, oldest first, ties in id order, with their users', async () => {
    const expected = await run<{ rows: { email: string }[] }>(sql`
      select u.email from disclaimer_users d join users u on u.id = d.user_id
      where d.disclaimer_id = ${disclaimerId} order by d.create_time, d.id`);
    expect(expected.rows).toHaveLength(10);
    expect(await exported(EXPORTS.acceptors, { disclaimerId }, 4)).toEqual(expected.rows.map((r) => r.email));
  });

  it('stops at the most rows asked for, in batches of the size asked for', async () => {
    const sizes: number[] = [];
    const descriptions: string[] = [];
    await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      for await (const batch of matchingBatches(
        db,
        complaintEntity,
        { sortColumn: 'id' },
        { max: 10, batchSize: 4 },
      )) {
        sizes.push(batch.length);
        descriptions.push(...batch.map((row) => row.description as string));
      }
    });
    expect(sizes).toEqual([4, 4, 2]);
    expect(descriptions).toEqual(
      Array.from({ length: 10 }, (_, i) => `Şikayet ${String(24 - 1 - i).padStart(2, '0')}`),
    );
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { deleteOp, updateOp } from './quizzes-fixture.ts';
import {
  type Category,
  type Form,
  FORM_USER,
  FORM_USERS,
  formTenant,
  MY_FORM,
  MY_FORMS,
  SUBMIT,
} from './forms-fixture.ts';

const EXPORT = `query($p: FormUserPagerModel) { exportFormUsers(pagerModel: $p) { isSuccess message data { fileName fileBase64String } } }`;
const SCHEMAS = `{ formSchemas { isSuccess totalItemCount data { id name version categories { name items { name } } } } }`;

interface Submission {
  id: number;
  user: { fullName: string };
  status: { id: number; name: string; isSuccess: boolean };
  isCompleted: boolean;
  completedDate: string | null;
}
interface SubmissionDetail {
  answers: { formItemId: number; value: string }[];
  categories: Category[];
}

/** The date cells of one column of the first sheet: their day (UTC) and number format. */
async function dateCells(base64: string, column: number): Promise<{ day: string; numFmt: string }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const cells: { day: string; numFmt: string }[] = [];
  workbook.worksheets[0]?.getColumn(column).eachCell((cell) => {
    if (cell.value instanceof Date)
      cells.push({ day: cell.value.toISOString().slice(0, 10), numFmt: cell.numFmt });
  });
  return cells;
}

async function sheetRows(base64: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const rows: string[][] = [];
  const sheet = workbook.worksheets[0];
  sheet?.eachRow((row) => {
    // every column of the sheet: an empty answer is an empty cell, also at the end of a row
    const values = Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value);
    // a formula would read as an object: every answer must come back as plain text
    rows.push(
      values.map((v) =>
        v instanceof Date ? 'DATE' : typeof v === 'object' && v ? 'OBJECT' : String(v ?? ''),
      ),
    );
  });
  return rows;
}

describe('forms on the portal: employees fill the forms of their role; the panel reads the submissions', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof formTenant>>;
  let employee: { token: string; userId: number };
  let ready: { formId: number; form: Form };

  beforeAll(async () => {
    server = await TestServer.start();
    t = await formTenant(server);
    employee = await t.employee('Personel');
    ready = await t.readyForm('Talep formu');
  });
  afterAll(() => server.stop());

  const items = () => ready.form.categories[0]!.items;
  const answers = (name: string, option = 0) => [
    { formItemId: items()[0]!.id, value: name },
    { formItemId: items()[1]!.id, value: String(items()[1]!.options[option]!.id) },
  ];

  it('lists only the built, active forms of my role, and opens one', async () => {
    await t.made('Form', { name: 'Boş form' }); // no role, never built
    const other = await t.readyForm('Editör formu', 'Editor');
    const mine = await t.portal<{ id: number; name: string }[]>(employee, MY_FORMS);
    expect(mine.data).toEqual([{ id: ready.formId, name: 'Talep formu' }]);
    const closed = await t.portal(employee, MY_FORM, { i: { formId: other.formId } });
    expect(closed).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
    const open = await t.portal<Form>(employee, MY_FORM, { i: { formId: ready.formId } });
    expect(open.data.categories[0]?.items.map((i) => i.name)).toEqual(['Adınız', 'Birim', 'Bilgi']);
  });

  it('checks my answers against the form: required, lengths, the item’s own options', async () => {
    const noAnswers = await t.portal(employee, SUBMIT, { i: { formId: ready.formId, answers: [] } });
    expect(noAnswers.isSuccess).toBe(false);
    expect(noAnswers.messages.map((m) => m.message)).toEqual([
      'Adınız: Bu alan zorunludur',
      'Birim: Bu alan zorunludur',
    ]);
    const short = await t.portal(
      employee,
      SUBMIT,
      { i: { formId: ready.formId, answers: answers('Al') } },
      'en',
    );
    expect(short.message).toBe('Adınız: Enter at least 3 characters');
    const long = await t.portal(employee, SUBMIT, {
      i: { formId: ready.formId, answers: answers('Çok uzun bir ad') },
    });
    expect(long.message).toBe('Adınız: En fazla 10 karakter girilebilir');
    const other = await t.readyForm('Başka form');
    const foreignOption = [
      answers('Ayşe')[0],
      { formItemId: items()[1]!.id, value: String(other.form.categories[0]!.items[1]!.options[0]!.id) },
    ];
    const wrong = await t.portal(employee, SUBMIT, { i: { formId: ready.formId, answers: foreignOption } });
    expect(wrong.message).toBe('Birim alanını kontrol edin');
    const foreignItem = await t.portal(employee, SUBMIT, {
      i: {
        formId: ready.formId,
        answers: [...answers('Ayşe'), { formItemId: other.form.categories[0]!.items[0]!.id, value: 'x' }],
      },
    });
    expect(foreignItem).toMatchObject({ isSuccess: false, message: 'Bu soru bu formda yok.' });
    const listed = await t.call<Submission[]>(FORM_USERS, { p: { formId: ready.formId } });
    expect(listed.totalItemCount).toBe(0);
  });

  it('saves a submission as waiting; the panel lists, filters, searches and opens it', async () => {
    const sent = await t.portal<{ id: number }>(employee, SUBMIT, {
      i: { formId: ready.formId, answers: answers('Ayşe', 1) },
    });
    expect(sent.isSuccess).toBe(true);
    const list = await t.call<Submission[]>(FORM_USERS, { p: { formId: ready.formId } });
    expect(list.data).toEqual([
      {
        id: sent.data.id,
        formId: ready.formId,
        user: expect.objectContaining({ fullName: expect.any(String) }),
        status: { id: 1, name: 'Onay bekliyor', isSuccess: false },
        isCompleted: false,
        completedDate: null,
      },
    ]);
    const approved = await t.call(FORM_USERS, { p: { formId: ready.formId, formStatusId: 2 } });
    expect(approved.totalItemCount).toBe(0);
    const all = await t.call(FORM_USERS, { p: { formId: ready.formId, formStatusId: 0 } });
    expect(all.totalItemCount).toBe(1);
    const surname = list.data[0]!.user.fullName.split(' ').at(-1)!;
    const found = await t.call(FORM_USERS, { p: { formId: ready.formId, searchText: surname } });
    expect(found.totalItemCount).toBe(1);
    const none = await t.call(FORM_USERS, { p: { formId: ready.formId, searchText: 'zzzyyy' } });
    expect(none.totalItemCount).toBe(0);
    const one = await t.call<SubmissionDetail>(FORM_USER, { id: sent.data.id });
    expect(one.data.answers).toEqual([
      { formItemId: items()[0]!.id, value: 'Ayşe' },
      { formItemId: items()[1]!.id, value: String(items()[1]!.options[1]!.id) },
    ]);
  });

  it('keeps the form version a submission was made against when the form changes', async () => {
    const before = await t.call<Submission[]>(FORM_USERS, { p: { formId: ready.formId } });
    const id = before.data[0]!.id;
    const general = ready.form.categories[0]!;
    const rebuilt = await t.build(ready.formId, [
      { ...general, name: 'Yeni ad', items: [{ ...general.items[0], element: undefined, isDeleted: true }] },
      { name: 'Ek', items: [{ name: 'Tarih', formElementId: 7, isRequired: true }] },
    ]);
    expect(rebuilt.isSuccess).toBe(true);
    const old = await t.call<SubmissionDetail>(FORM_USER, { id });
    expect(old.data.categories.map((c) => c.name)).toEqual(['Genel']);
    expect(old.data.categories[0]!.items.map((i) => [i.name, i.isDeleted])).toEqual([
      ['Adınız', false],
      ['Birim', false],
      ['Bilgi', false],
    ]);
    // a new submission is checked against, and keeps, the new version
    const open = await t.portal<Form>(employee, MY_FORM, { i: { formId: ready.formId } });
    expect(open.data.categories.map((c) => c.name)).toEqual(['Yeni ad', 'Ek']);
    const dateItem = open.data.categories[1]!.items[0]!;
    const badDate = await t.portal(employee, SUBMIT, {
      i: {
        formId: ready.formId,
        answers: [...answers('Ali').slice(1), { formItemId: dateItem.id, value: 'dün' }],
      },
    });
    expect(badDate.message).toBe('Tarih alanını kontrol edin');
    const sent = await t.portal<{ id: number }>(employee, SUBMIT, {
      i: {
        formId: ready.formId,
        answers: [...answers('Ali').slice(1), { formItemId: dateItem.id, value: '2026-11-23' }],
      },
    });
    expect(sent.isSuccess).toBe(true);
    const fresh = await t.call<SubmissionDetail>(FORM_USER, { id: sent.data.id });
    expect(fresh.data.categories.map((c) => c.name)).toEqual(['Yeni ad', 'Ek']);
  });

  it('exports one row per submission and one column per item, formula-safe', async () => {
    const answer = await t.call<{ fileName: string; fileBase64String: string }>(EXPORT, {
      p: { formId: ready.formId },
    });
    // the file's name in the caller's language, as every export's (issue 26 §4.15)
    expect(answer.data.fileName).toMatch(/^form-yanıtları-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const english = await t.call<{ fileName: string }>(EXPORT, { p: { formId: ready.formId } }, 'en');
    expect(english.data.fileName).toMatch(/^form-submissions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(answer.data.fileBase64String);
    expect(rows[0]).toEqual([
      'Kullanıcı',
      'Durum',
      'Tamamlanma tarihi',
      'Oluşturma tarihi',
      'Adınız',
      'Birim',
      'Tarih',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.slice(4))).toContainEqual(['Ayşe', 'Destek', '']);
    // a date answer is a date cell of that day, shown dd.mm.yyyy (issue 26 §4.15)
    expect(rows.map((r) => r.slice(4))).toContainEqual(['', 'Satış', 'DATE']);
    const dated = await dateCells(answer.data.fileBase64String, 7);
    expect(dated).toEqual([{ day: '2026-11-23', numFmt: 'dd.mm.yyyy' }]);
    // a formula typed as an answer stays text
    const formId = (await t.readyForm('Formül')).formId;
    // no submission yet: the export says so, and makes no file of headers only
    for (const [lang, message] of [
      ['tr', 'Dışa aktarılacak kayıt yok: liste bu arama ve seçimlerle boş.'],
      ['en', 'There is nothing to export: the list is empty with this search and these filters.'],
    ] as const) {
      const empty = await t.call<unknown>(EXPORT, { p: { formId } }, lang);
      expect(empty).toMatchObject({ isSuccess: false, message, data: null });
    }
    const form = await t.read(formId);
    const [text, unit] = form.categories[0]!.items;
    await t.portal(employee, SUBMIT, {
      i: {
        formId,
        answers: [
          { formItemId: text!.id, value: '=1+2' },
          { formItemId: unit!.id, value: String(unit!.options[0]!.id) },
        ],
      },
    });
    const sheet = await sheetRows(
      (await t.call<{ fileBase64String: string }>(EXPORT, { p: { formId } })).data.fileBase64String,
    );
    expect(sheet[1]?.[4]).toBe('=1+2'); // a string cell, not a formula
  });

  it('answers the tenant’s form schemas on the shared service', async () => {
    const schemas = await server.call<{ name: string; version: number; categories: { name: string }[] }[]>(
      SCHEMAS,
      {},
      { token: t.token, service: 'shared' },
    );
    expect(schemas.isSuccess).toBe(true);
    const talep = schemas.data.find((s) => s.name === 'Talep formu');
    expect(talep?.version).toBe(2);
    expect(talep?.categories.map((c) => c.name)).toEqual(['Yeni ad', 'Ek']);
    expect(schemas.data.map((s) => s.name)).not.toContain('Boş form');
    // a client written from the spec sends the tag; the token's tenant decides what it gets
    const tagged = await server.call<{ name: string }[]>(
      `query($i: FormSchemaInput) { formSchemas(inputModel: $i) { isSuccess data { name } } }`,
      { i: { tag: 'baska-bir-sirket' } },
      { token: t.token, service: 'shared' },
    );
    expect(tagged.data.map((s) => s.name)).toEqual(schemas.data.map((s) => s.name));
    const elsewhere = await formTenant(server);
    const theirs = await server.call<unknown[]>(SCHEMAS, {}, { token: elsewhere.token, service: 'shared' });
    expect(theirs.data).toEqual([]);
  });

  it('refuses to delete a form with submissions, saying to passive it; passive forms close to employees', async () => {
    const refused = await t.call(deleteOp('Form'), { id: ready.formId }, 'en');
    expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
    expect(refused.message).toContain('inactive');
    await t.call(updateOp('Form'), { i: { id: ready.formId, name: 'Talep formu', isActive: false } });
    const mine = await t.portal<{ id: number }[]>(employee, MY_FORMS);
    expect(mine.data.map((f) => f.id)).not.toContain(ready.formId);
    const submitted = await t.portal(employee, SUBMIT, {
      i: { formId: ready.formId, answers: answers('Ayşe') },
    });
    expect(submitted).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
  });
});

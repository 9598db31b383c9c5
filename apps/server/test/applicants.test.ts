import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { TestServer } from './harness.ts';
import {
  APPLICANT_FIELDS,
  CREATE_APPLICANT,
  UPDATE_APPLICANT,
  applicantsFixture,
  type ApplicantsFixture,
} from './applicants-fixture.ts';

const LIST = `query($p: ApplicantPagerModel) { applicants(pagerModel: $p) { isSuccess totalItemCount data { ${APPLICANT_FIELDS} } } }`;
const SINGLE = `query($id: Int!) { applicant(id: $id) { isSuccess data { ${APPLICANT_FIELDS} duplicates { id fullName kind } operations { operation } } } }`;

describe('applicants: list, filters, search, validation, duplicates, operations, export', () => {
  let server: TestServer;
  let f: ApplicantsFixture;
  let ayse: number;
  let mehmet: number;
  let zeynep: number;

  const names = async (pager: Record<string, unknown>) =>
    (await f.call<{ fullName: string }[]>(LIST, { p: pager })).data.map((row) => row.fullName);

  beforeAll(async () => {
    server = await TestServer.start();
    f = await applicantsFixture(server);
    const { lise, lisans, tamZamanli, yariZamanli } = f.lookups;
    ayse = await f.createApplicant({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@aday.test',
      gsm: '0532 111 22 33',
      reference: 'Kariyer fuarı',
      educationStatusId: lisans,
      employmentTypeId: tamZamanli,
      cityId: 34,
    });
    mehmet = await f.createApplicant({
      name: 'Mehmet',
      surname: 'Kaya',
      educationStatusId: lise,
      employmentTypeId: tamZamanli,
    });
    zeynep = await f.createApplicant({
      name: 'Zeynep',
      surname: 'Demir',
      educationStatusId: lisans,
      employmentTypeId: yariZamanli,
    });
  });
  afterAll(() => server.stop());

  it('lists newest first; the filters narrow and Hepsi (0 or null) does not; search needs 3 characters', async () => {
    expect(await names({ pageSize: 5 })).toEqual(['Zeynep Demir', 'Mehmet Kaya', 'Ayşe Yılmaz']);
    expect(await names({ educationStatusId: f.lookups.lisans })).toEqual(['Zeynep Demir', 'Ayşe Yılmaz']);
    expect(
      await names({ educationStatusId: f.lookups.lisans, employmentTypeId: f.lookups.tamZamanli }),
    ).toEqual(['Ayşe Yılmaz']);
    expect(await names({ educationStatusId: 0, employmentTypeId: null })).toHaveLength(3);
    expect(await names({ searchText: 'AYŞE' })).toEqual(['Ayşe Yılmaz']);
    expect(await names({ searchText: 'fuar' })).toEqual(['Ayşe Yılmaz']);
    expect(await names({ searchText: 'ka' })).toHaveLength(3);
    const row = (await f.call<Record<string, unknown>[]>(LIST, { p: { searchText: 'ayse@aday' } })).data[0];
    expect(row).toMatchObject({
      email: 'ayse@aday.test',
      gsm: '5321112233',
      reference: 'Kariyer fuarı',
      educationStatus: { name: 'Lisans' },
      employmentType: { name: 'Tam zamanlı' },
      cityType: { name: expect.any(String) },
    });
  });

  it('refuses a missing name or surname and a malformed e-mail or phone, in the caller language, writing nothing', async () => {
    const before = (await f.call(LIST, { p: {} })).totalItemCount;
    const blank = await f.call(CREATE_APPLICANT, { i: { name: ' ', surname: 'X' } });
    expect(blank).toMatchObject({ isSuccess: false, message: 'Ad: Bu alan zorunludur' });
    const noSurname = await f.call(CREATE_APPLICANT, { i: { name: 'A' } }, { lang: 'en' });
    expect(noSurname.message).toBe('Surname: This field is required');
    const email = await f.call(CREATE_APPLICANT, { i: { name: 'A', surname: 'B', email: 'not-mail' } });
    expect(email.isSuccess).toBe(false);
    expect(email.messages[0]?.message).toMatch(/E-posta/);
    const gsm = await f.call(CREATE_APPLICANT, { i: { name: 'A', surname: 'B', gsm: '12' } });
    expect(gsm.messages[0]?.message).toMatch(/GSM/);
    expect((await f.call(LIST, { p: {} })).totalItemCount).toBe(before);
  });

  it('creates an applicant whose e-mail or phone is on file and names the others (applicants and users)', async () => {
    const userId = await f.createUser({ name: 'Ali', surname: 'Çalışan', email: 'ali@firma.test' });
    const created = await f.call<{ id: number; duplicates: unknown[] }>(
      'mutation($i: ApplicantCreateInput!) { createApplicant(inputModel: $i) { isSuccess data { id duplicates { id fullName kind } } } }',
      { i: { name: 'Ayşe', surname: 'Y.', email: 'AYSE@aday.test' } },
    );
    // saved all the same, the answer naming the other one
    expect(created.data.duplicates).toEqual([{ id: ayse, fullName: 'Ayşe Yılmaz', kind: 'applicant' }]);
    const twin = created.data.id;
    const byPhone = await f.createApplicant({ name: 'Başka', surname: 'Kişi', gsm: '+90 532 111 2233' });
    const colleague = await f.createApplicant({ name: 'Ali', surname: 'Aday', email: 'ali@firma.test' });
    const single = async (id: number) =>
      (await f.call<{ duplicates: unknown[] }>(SINGLE, { id })).data.duplicates;
    // the e-mail without case, the phone however it was written
    expect(await single(twin)).toEqual([{ id: ayse, fullName: 'Ayşe Yılmaz', kind: 'applicant' }]);
    expect(await single(byPhone)).toEqual([{ id: ayse, fullName: 'Ayşe Yılmaz', kind: 'applicant' }]);
    expect(await single(colleague)).toEqual([{ id: userId, fullName: 'Ali Çalışan', kind: 'user' }]);
    expect(await single(mehmet)).toEqual([]);
    const asked = await f.call<{ id: number }[]>(
      'query { applicantDuplicates(email: "ayse@ADAY.test", gsm: null) { isSuccess data { id fullName kind } } }',
    );
    expect(asked.data.map((row) => row.id)).toEqual([ayse, twin]);
    for (const id of [twin, byPhone, colleague])
      await f.call('mutation($id: Int!) { deleteApplicant(id: $id) { isSuccess } }', { id });
  });

  it('writes an operations line for the create and for each update naming the changed fields, in the reader language', async () => {
    const updated = await f.call(UPDATE_APPLICANT, {
      i: {
        id: mehmet,
        name: 'Mehmet',
        surname: 'Kaya',
        reference: 'Tanıdık',
        educationStatusId: f.lookups.lisans,
      },
    });
    expect(updated.isSuccess).toBe(true);
    const unchanged = await f.call(UPDATE_APPLICANT, { i: { id: mehmet, reference: 'Tanıdık' } });
    expect(unchanged.isSuccess).toBe(true);
    expect(await f.operations(mehmet)).toEqual([
      'Aday bilgileri güncellendi: Referans, Eğitim durumu.',
      'Aday kaydı oluşturuldu.',
    ]);
    expect(await f.operations(mehmet, 'en')).toEqual([
      'Applicant details updated: Reference, Education status.',
      'Applicant record created.',
    ]);
    const single = await f.call<{ operations: { operation: string }[] }>(SINGLE, { id: mehmet });
    expect(single.data.operations).toHaveLength(2);
    const who = await f.call<{ user: { fullName: string } }[]>(
      `query { applicantOperations(pagerModel: { applicantId: ${mehmet} }) { data { user { fullName } } } }`,
    );
    expect(who.data[0]?.user.fullName).toBeTruthy();
  });

  it('exports the current filter as xlsx, text kept as text, named in the caller language', async () => {
    await f.createApplicant({
      name: '=HYPERLINK("x")',
      surname: 'Formül',
      educationStatusId: f.lookups.lise,
    });
    const answer = await f.call<{ fileName: string; fileBase64String: string }>(
      'query($p: ApplicantPagerModel) { exportApplicants(pagerModel: $p) { isSuccess data { fileName fileBase64String } } }',
      { p: { educationStatusId: f.lookups.lise } },
      { lang: 'en' },
    );
    expect(answer.data.fileName).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(answer.data.fileBase64String, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('Education status');
    expect(rows.slice(1).map((row) => row[1])).toEqual(['=HYPERLINK("x")']);
    expect(sheet?.getCell('A2').type).not.toBe(ExcelJS.ValueType.Formula);
    const tr = await f.call<{ fileName: string }>(
      'query { exportApplicants(pagerModel: { searchText: "zeynep" }) { data { fileName } } }',
    );
    expect(tr.data.fileName).toMatch(/^adaylar-/);
  });

  it('answers another tenant an empty list and NotFound for these ids', async () => {
    const other = await applicantsFixture(server);
    expect((await other.call(LIST, { p: {} })).totalItemCount).toBe(0);
    const read = await other.call(SINGLE, { id: zeynep });
    expect(read.isSuccess).toBe(false);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { FORM_USER, formTenant, MESSAGES, MY_FORM, SUBMIT } from './forms-fixture.ts';

const EXPORT = `query($p: FormUserPagerModel) { exportFormUsers(pagerModel: $p) { isSuccess data { fileBase64String } } }`;
const ROWS = `query($id: Int!) { form(id: $id) { data { categories { items { id name matrixRows options { id value } } } } } }`;
const BUILD = `mutation($i: FormBuildInputModel!) { buildCompleteForm(inputModel: $i) { ${MESSAGES} } }`;

interface MatrixItem {
  id: number;
  name: string;
  matrixRows: string[];
  options: { id: number; value: string }[];
}

const matrix = (extra: Record<string, unknown> = {}) => ({
  name: 'Memnuniyet',
  formElementId: 5,
  isRequired: true,
  matrixRows: ['Hız', 'Kalite'],
  options: [
    { value: 'Kötü', point: 1 },
    { value: 'İyi', point: 2 },
  ],
  ...extra,
});

describe('a matrix as rows × columns (issue 26 §10; docs/forms.md)', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof formTenant>>;
  let employee: { token: string; userId: number };
  let formId: number;
  let item: MatrixItem;
  let scale: MatrixItem;
  const items = async (id: number) =>
    (await t.call<{ categories: { items: MatrixItem[] }[] }>(ROWS, { id })).data.categories[0]!.items;
  const submit = (value: string | null, lang: 'tr' | 'en' = 'tr') =>
    t.portal<{ id: number }>(
      employee,
      SUBMIT,
      {
        i: {
          formId,
          answers: [
            { formItemId: item.id, value },
            { formItemId: scale.id, value: String(scale.options[1]!.id) },
          ],
        },
      },
      lang,
    );

  beforeAll(async () => {
    server = await TestServer.start();
    t = await formTenant(server);
    employee = await t.employee('Personel');
    formId = await t.made('Form', { name: 'Hizmet anketi' });
    await t.made('FormRole', { formId, roleId: t.role('Personel'), workflowId: t.workflowId });
    const built = await t.build(formId, [
      {
        name: 'Genel',
        items: [
          matrix(),
          // a matrix without rows stays one choice (a rating scale), as before rows existed
          matrix({ name: 'Genel puan', matrixRows: [], isRequired: false }),
          // rows sent on another element are not kept
          { name: 'Birim', formElementId: 3, matrixRows: ['x'], options: [{ value: 'Satış', point: 1 }] },
        ],
      },
    ]);
    expect(built.isSuccess).toBe(true);
    [item, scale] = (await items(formId)) as [MatrixItem, MatrixItem];
  });
  afterAll(() => server.stop());

  it('keeps the rows in the structure, unique, only on a matrix, for the builder and the portal', async () => {
    const stored = await items(formId);
    expect(stored.map((i) => i.matrixRows)).toEqual([['Hız', 'Kalite'], [], []]);
    const open = await t.portal<{ categories: { items: MatrixItem[] }[] }>(
      employee,
      MY_FORM.replace('isDeleted options', 'isDeleted matrixRows options'),
      {
        i: { formId },
      },
    );
    expect(open.data.categories[0]!.items[0]!.matrixRows).toEqual(['Hız', 'Kalite']);
    const twice = await t.call(BUILD, {
      i: {
        formId,
        categories: [
          {
            name: 'Genel',
            items: [matrix({ matrixRows: ['Hız', ' hiz '.replace('i', 'ı').trim().toUpperCase()] })],
          },
        ],
      },
    });
    expect(twice).toMatchObject({
      isSuccess: false,
      messages: [
        { field: 'categories.0.items.0.matrixRows.1', message: expect.stringContaining('Benzersiz olmalı') },
      ],
    });
    expect((await items(formId)).map((i) => i.name)).toEqual(['Memnuniyet', 'Genel puan', 'Birim']);
  });

  it('takes one column per row; a required matrix needs every row; nothing foreign', async () => {
    const [bad, good] = item.options;
    const partial = await submit(JSON.stringify({ Hız: good!.id }));
    expect(partial).toMatchObject({
      isSuccess: false,
      message: 'Memnuniyet: Her satır için bir seçim yapın',
    });
    expect((await submit(null, 'en')).message).toBe('Memnuniyet: This field is required');
    for (const wrong of [
      JSON.stringify({ Hız: good!.id, Kalite: bad!.id, Fiyat: good!.id }), // a row it does not have
      JSON.stringify({ Hız: good!.id, Kalite: scale.options[0]!.id }), // another item's option
      JSON.stringify([good!.id, bad!.id]),
      String(good!.id), // one choice is not an answer to rows
    ]) {
      expect((await submit(wrong)).message, wrong).toBe('Memnuniyet alanını kontrol edin');
    }
    // ids as numbers or as text; stored in the rows' order
    const sent = await submit(JSON.stringify({ Kalite: String(bad!.id), Hız: good!.id }));
    expect(sent.isSuccess).toBe(true);
    const detail = await t.call<{ answers: { formItemId: number; value: string }[] }>(FORM_USER, {
      id: sent.data.id,
    });
    expect(detail.data.answers.find((a) => a.formItemId === item.id)?.value).toBe(
      JSON.stringify({ Hız: good!.id, Kalite: bad!.id }),
    );
    expect(detail.data.answers.find((a) => a.formItemId === scale.id)?.value).toBe(
      String(scale.options[1]!.id),
    );
  });

  it('exports a matrix answer as one line per row', async () => {
    const file = (await t.call<{ fileBase64String: string }>(EXPORT, { p: { formId } })).data
      .fileBase64String;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const at = header.indexOf('Memnuniyet');
    expect(String(sheet.getRow(2).getCell(at).value)).toBe('Hız: İyi\nKalite: Kötü');
    expect(String(sheet.getRow(2).getCell(header.indexOf('Genel puan')).value)).toBe('İyi');
  });
});

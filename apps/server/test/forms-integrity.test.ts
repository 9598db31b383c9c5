import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { type Category, type Form, formTenant, MY_FORM, SUBMIT } from './forms-fixture.ts';

interface Message {
  code: string;
  message: string;
  field: string | null;
}

/** Issue 25 §2: what a builder save stores holds the form's rules, whatever the client sends. */
describe('forms: every id under its own parent, options only where they belong, positions, real dates', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof formTenant>>;
  let employee: { token: string; userId: number };

  beforeAll(async () => {
    server = await TestServer.start();
    t = await formTenant(server);
    employee = await t.employee('Personel');
  });
  afterAll(() => server.stop());

  const live = (category: Category | undefined, name: string) =>
    category?.items
      .find((i) => i.name === name)
      ?.options.filter((o) => !o.isDeleted)
      .map((o) => o.value);

  it('refuses an option id sent under another item, and an item id under another category', async () => {
    const { formId, form } = await t.readyForm('Taşıma');
    const [general] = form.categories as [Category];
    const unit = general.items[1]!;
    const moved = await t.build(
      formId,
      [
        {
          ...general,
          items: [
            general.items[0],
            { ...unit, options: [unit.options[1]] }, // Satış is left out here…
            general.items[2],
            // …and sent under a new item
            { name: 'Yeni liste', formElementId: 3, options: [{ ...unit.options[0], point: 9 }] },
          ],
        },
      ],
      'en',
    );
    expect(moved).toMatchObject({ isSuccess: false });
    expect(moved.messages as Message[]).toEqual([
      {
        code: 'Validation',
        message: 'Id: Not a record of the form, category or item it was sent under',
        field: 'categories.0.items.3.options.0.id',
      },
    ]);
    const after = await t.read(formId);
    expect(live(after.categories[0], 'Birim')).toEqual(['Satış', 'Destek']);
    expect(after.categories[0]!.items.map((i) => i.name)).toEqual(['Adınız', 'Birim', 'Bilgi']);

    const itemElsewhere = await t.build(formId, [
      { ...general, items: [general.items[0], general.items[2]] },
      { name: 'İkinci', items: [{ ...unit, name: 'Birim (taşındı)' }] },
    ]);
    expect(itemElsewhere.messages as Message[]).toEqual([
      {
        code: 'Validation',
        message: 'Id: Gönderildiği form, kategori ya da öğeye ait bir kayıt değil',
        field: 'categories.1.items.0.id',
      },
    ]);
    expect((await t.read(formId)).categories).toHaveLength(1);
  });

  it('refuses the same id twice in one save, so a dropdown cannot lose its last option', async () => {
    const { formId, form } = await t.readyForm('İki kez');
    const [general] = form.categories as [Category];
    const unit = general.items[1]!;
    const [sales, support] = unit.options;
    const twice = await t.build(
      formId,
      [
        {
          ...general,
          items: [
            general.items[0],
            {
              ...unit,
              options: [sales, { ...sales, isDeleted: true }, { ...support, isDeleted: true }],
            },
            general.items[2],
          ],
        },
      ],
      'en',
    );
    expect(twice.messages as Message[]).toEqual([
      {
        code: 'Validation',
        message: 'Id: Sent more than once in one save',
        field: 'categories.0.items.1.options.1.id',
      },
    ]);
    expect(live((await t.read(formId)).categories[0], 'Birim')).toEqual(['Satış', 'Destek']);
    const itemTwice = await t.build(formId, [{ ...general, items: [unit, { ...unit, name: 'Kopya' }] }]);
    expect(itemTwice.messages[0]).toMatchObject({ field: 'categories.0.items.1.id' });
    const categoryTwice = await t.build(formId, [general, { ...general, name: 'Kopya', items: [] }]);
    expect(categoryTwice.messages[0]).toMatchObject({ field: 'categories.1.id' });
  });

  it('retires the options of an item whose new type takes none, in the form and for employees', async () => {
    const { formId, form } = await t.readyForm('Tür değişimi');
    const [general] = form.categories as [Category];
    const unit = general.items[1]!;
    const changed = await t.build(formId, [
      { ...general, items: [general.items[0], { ...unit, formElementId: 1, options: [] }, general.items[2]] },
    ]);
    expect(changed.isSuccess).toBe(true);
    const stored = (await t.read(formId)).categories[0]!.items[1]!;
    expect(stored).toMatchObject({ element: 'textbox' });
    expect(stored.options.map((o) => [o.value, o.isDeleted])).toEqual([
      ['Satış', true],
      ['Destek', true],
    ]);
    const open = await t.portal<Form>(employee, MY_FORM, { i: { formId } });
    expect(open.data.categories[0]!.items[1]).toMatchObject({ name: 'Birim', options: [] });
    const sent = await t.portal(employee, SUBMIT, {
      i: {
        formId,
        answers: [
          { formItemId: general.items[0]!.id, value: 'Ayşe' },
          { formItemId: unit.id, value: 'Muhasebe' },
        ],
      },
    });
    expect(sent.isSuccess).toBe(true);
  });

  it('checks the item rules on what the save leaves stored, rows it left out included', async () => {
    const { formId, form } = await t.readyForm('Kalanlar');
    const [general] = form.categories as [Category];
    const unit = general.items[1]!;
    // Satış and Destek are left out, so they stay: a new 'satış' would be a second one
    const clash = await t.build(
      formId,
      [{ ...general, items: [general.items[0], { ...unit, options: [{ value: 'satış ', point: 7 }] }] }],
      'en',
    );
    expect(clash.messages as Message[]).toEqual([
      { code: 'Validation', message: 'Must be unique', field: 'categories.0.items.1.options' },
    ]);
    expect(live((await t.read(formId)).categories[0], 'Birim')).toEqual(['Satış', 'Destek']);
    // a passived category is not checked as sent; bringing it back is checked on what it holds
    const hidden = await t.build(formId, [
      {
        ...general,
        isPassived: true,
        items: [{ ...unit, options: unit.options.map((o) => ({ ...o, isDeleted: true })) }],
      },
      // another live tab, so the form is not left empty (issue 26 §3.10)
      { name: 'Diğer', items: [{ name: 'Not', formElementId: 1 }] },
    ]);
    expect(hidden.isSuccess).toBe(true);
    const back = await t.build(formId, [{ ...general, isPassived: false, items: [] }], 'en');
    expect(back.messages as Message[]).toEqual([
      { code: 'Validation', message: 'Birim: Add at least one option', field: 'categories.0.items.Birim' },
    ]);
    expect((await t.read(formId)).categories[0]).toMatchObject({ isPassived: true });
  });

  it('numbers the categories and items of the whole form on every save', async () => {
    const formId = await t.made('Form', { name: 'Sıra' });
    const one = (name: string) => [{ name, items: [{ name: name.toLowerCase(), formElementId: 1 }] }];
    expect((await t.build(formId, one('A'))).isSuccess).toBe(true);
    expect((await t.build(formId, one('B'))).isSuccess).toBe(true);
    const both = await t.read(formId);
    expect(both.categories.map((c) => [c.name, (c as Category & { position: number }).position])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
    const b = both.categories[0]!;
    await t.build(formId, [{ ...b, items: [{ name: 'x', formElementId: 1 }] }]);
    await t.build(formId, [{ ...b, items: [{ name: 'y', formElementId: 1 }] }]);
    const items = (await t.read(formId)).categories[0]!.items as (Category['items'][number] & {
      position: number;
    })[];
    expect(items.map((i) => [i.name, i.position])).toEqual([
      ['y', 1],
      ['x', 2],
      ['b', 3],
    ]);
  });

  it("bounds a save's size and writes a large one whole, in a few statements per level", async () => {
    const formId = await t.made('Form', { name: 'Büyük form' });
    const dropdown = (n: number, options: number) => ({
      name: `Soru ${n}`,
      formElementId: 3,
      options: Array.from({ length: options }, (_, o) => ({ value: `S${n}-${o}`, point: o })),
    });
    const tabs = (count: number, items: number, options: number) =>
      Array.from({ length: count }, (_, c) => ({
        name: `Bölüm ${c}`,
        items: Array.from({ length: items }, (_, i) => dropdown(c * 100 + i, options)),
      }));
    const tooMany = await t.build(formId, tabs(10, 61, 1), 'en');
    expect(tooMany).toMatchObject({
      isSuccess: false,
      message: 'A form holds at most 600 elements; split it.',
    });
    const tooManyOptions = await t.build(formId, tabs(10, 30, 21), 'en');
    expect(tooManyOptions.message).toBe("A form's elements hold at most 6000 options in all; split it.");
    expect((await t.read(formId)).categories).toEqual([]);
    const large = await t.build(formId, tabs(10, 30, 20));
    expect(large.isSuccess).toBe(true);
    const form = await t.read(formId);
    expect(form.categories).toHaveLength(10);
    expect(form.categories.flatMap((c) => c.items).flatMap((i) => i.options)).toHaveLength(6000);
    expect(form.categories[3]?.items[7]?.options[19]).toMatchObject({
      value: 'S307-19',
      point: 19,
      position: 20,
    });
  });

  it('takes a date answer only as a real calendar day YYYY-MM-DD between 1900 and 2999', async () => {
    const formId = await t.made('Form', { name: 'Tarihli' });
    await t.made('FormRole', { formId, roleId: t.role('Personel'), workflowId: t.workflowId });
    await t.build(formId, [{ name: 'G', items: [{ name: 'Tarih', formElementId: 7, isRequired: true }] }]);
    const dateItem = (await t.read(formId)).categories[0]!.items[0]!;
    const submit = (value: string) =>
      t.portal(employee, SUBMIT, { i: { formId, answers: [{ formItemId: dateItem.id, value }] } });
    for (const bad of [
      '2027-02-30',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '2027-02-03 (<b>ara</b>)',
      `2027-02-03 (${'=1+1'.repeat(900)})`,
      '2027-02-03T10:00',
      '2027-2-3',
    ]) {
      const answer = await submit(bad);
      expect({ bad, message: answer.message }).toEqual({ bad, message: 'Tarih alanını kontrol edin' });
    }
    expect((await submit('2028-02-29')).isSuccess).toBe(true);
  });
});

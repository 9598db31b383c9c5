import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { createOp, deleteOp, updateOp } from './quizzes-fixture.ts';
import { type Category, formTenant, MESSAGES } from './forms-fixture.ts';

const FORMS = `query($p: FormPagerModel) { forms(formPagerModel: $p) { isSuccess totalItemCount data { id name isActive } } }`;
const ROLES = `query($p: FormRolePagerModel) { formRoles(pagerModel: $p) { totalItemCount data { id role { name } workflow { name } } } }`;
const ELEMENTS = `{ formElements { isSuccess data { id code name } } }`;

describe('forms: the list, roles and the builder’s one-transaction save', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof formTenant>>;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await formTenant(server);
  });
  afterAll(() => server.stop());

  it('requires a form name, lists, renames, passives and deletes a form without submissions', async () => {
    const noName = await t.call(createOp('Form'), { i: { name: '  ' } });
    expect(noName).toMatchObject({ isSuccess: false, message: 'Ad: Bu alan zorunludur' });
    const id = await t.made('Form', { name: 'Öneri formu' });
    const listed = await t.call<{ id: number; name: string }[]>(FORMS, { p: { searchText: 'öner' } });
    expect(listed.data.map((f) => f.name)).toEqual(['Öneri formu']);
    const renamed = await t.call(updateOp('Form'), { i: { id, name: 'Öneri', isActive: false } });
    expect(renamed.isSuccess).toBe(true);
    const passive = await t.call<{ name: string }[]>(FORMS, { p: { isActive: false } });
    expect(passive.data.map((f) => f.name)).toContain('Öneri');
    expect((await t.call(deleteOp('Form'), { id })).isSuccess).toBe(true);
    expect((await t.call<unknown[]>(FORMS, { p: { isActive: false } })).data).toHaveLength(0);
  });

  it('names the eight element types in the caller’s language', async () => {
    const tr = await t.call<{ code: string; name: string }[]>(ELEMENTS);
    expect(tr.data.map((e) => e.code)).toEqual([
      'textbox',
      'textboxarea',
      'dropdown',
      'radiobutton',
      'matrix',
      'checkbox',
      'datetime',
      'label',
    ]);
    expect(tr.data[2]?.name).toBe('Açılır liste');
    const en = await t.call<{ name: string }[]>(ELEMENTS, {}, 'en');
    expect(en.data[2]?.name).toBe('Dropdown');
  });

  it('pairs a role with a workflow once per form, and keeps a used workflow from being deleted', async () => {
    const formId = await t.made('Form', { name: 'Rol formu' });
    const missing = await t.call(createOp('FormRole'), { i: { formId, roleId: t.role('Personel') } }, 'en');
    expect(missing.isSuccess).toBe(false);
    expect(missing.message).toContain('Workflow');
    await t.made('FormRole', { formId, roleId: t.role('Personel'), workflowId: t.workflowId });
    const twice = await t.call(
      createOp('FormRole'),
      { i: { formId, roleId: t.role('Personel'), workflowId: t.workflowId } },
      'en',
    );
    expect(twice).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(twice.message).toContain('already');
    const roles = await t.call<{ role: { name: string }; workflow: { name: string } }[]>(ROLES, {
      p: { formId },
    });
    expect(roles.data).toEqual([
      { id: expect.any(Number), role: { name: 'Personel' }, workflow: { name: 'Quiz onayı' } },
    ]);
    const workflowGone = await t.call(deleteOp('Workflow'), { id: t.workflowId });
    expect(workflowGone).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
  });

  it('saves categories, items and options in order, and reads them back with the form', async () => {
    const { form } = await t.readyForm('Kurulum');
    expect(form.categories).toHaveLength(1);
    const [general] = form.categories as [Category];
    expect(general).toMatchObject({ name: 'Genel', isActive: true, isPassived: false });
    expect(general.items.map((i) => [i.name, i.element])).toEqual([
      ['Adınız', 'textbox'],
      ['Birim', 'dropdown'],
      ['Bilgi', 'label'],
    ]);
    expect(general.items[0]).toMatchObject({ minRequiredLength: 3, maxRequiredLength: 10 });
    expect(general.items[1]?.options.map((o) => [o.value, o.point, o.position])).toEqual([
      ['Satış', 1, 1],
      ['Destek', 2, 2],
    ]);
  });

  it('refuses the whole save when one option repeats, naming its place, and writes nothing', async () => {
    const formId = await t.made('Form', { name: 'Tekrar' });
    const answer = await t.build(
      formId,
      [
        { name: 'İyi kategori', items: [{ name: 'Not', formElementId: 2 }] },
        {
          name: 'Kötü kategori',
          items: [
            {
              name: 'Renk',
              formElementId: 4,
              options: [
                { value: 'Mavi', point: 1 },
                { value: ' mavi ', point: 1 },
              ],
            },
          ],
        },
      ],
      'en',
    );
    expect(answer.isSuccess).toBe(false);
    const messages = answer.messages as { code: string; message: string; field: string }[];
    expect(messages).toEqual([
      { code: 'Validation', message: 'Must be unique', field: 'categories.1.items.0.options.1.value' },
      { code: 'Validation', message: 'Must be unique', field: 'categories.1.items.0.options.1.point' },
    ]);
    expect((await t.read(formId)).categories).toEqual([]);
  });

  it('checks names, length bounds and option kinds on the server', async () => {
    const formId = await t.made('Form', { name: 'Kurallar' });
    const noName = await t.build(formId, [{ name: 'K', items: [{ name: ' ', formElementId: 1 }] }]);
    expect(noName.messages).toEqual([
      { code: 'Validation', message: 'Ad: Bu alan zorunludur', field: 'categories.0.items.0.name' },
    ]);
    const bounds = await t.build(formId, [
      {
        name: 'K',
        items: [
          { name: 'Metin', formElementId: 1, isRequired: true, minRequiredLength: 9, maxRequiredLength: 2 },
        ],
      },
    ]);
    expect(bounds.messages[0]).toMatchObject({ field: 'categories.0.items.0.maxRequiredLength' });
    const optionsOnText = await t.build(formId, [
      { name: 'K', items: [{ name: 'Metin', formElementId: 1, options: [{ value: 'x', point: 1 }] }] },
    ]);
    expect(optionsOnText.messages[0]).toMatchObject({
      message: 'Seçenekler: Bu eleman seçenek almaz',
      field: 'categories.0.items.0.options',
    });
    const noOptions = await t.build(formId, [{ name: 'K', items: [{ name: 'Liste', formElementId: 3 }] }]);
    expect(noOptions.messages[0]).toMatchObject({ field: 'categories.0.items.0.options' });
    // bounds of an item that is not a required text item are not kept; a label or matrix has no description
    const loose = await t.build(formId, [
      {
        name: 'K',
        items: [
          { name: 'Serbest', formElementId: 1, minRequiredLength: 2, maxRequiredLength: 5, description: 'a' },
          { name: 'Etiket', formElementId: 8, description: 'gizli' },
        ],
      },
    ]);
    expect(loose.isSuccess).toBe(true);
    const [free, label] = (await t.read(formId)).categories[0]?.items ?? [];
    expect(free).toMatchObject({ minRequiredLength: null, maxRequiredLength: null, description: 'a' });
    expect(label).toMatchObject({ description: null });
  });

  it('passives a deleted category, flags deleted items and options, drops unsaved deleted ones', async () => {
    const { formId, form } = await t.readyForm('Silme');
    const [general] = form.categories as [Category];
    const [name, unit, label] = general.items;
    const answer = await t.build(formId, [
      {
        ...general,
        items: [
          { ...name, isEdited: true, name: 'Ad soyad', options: [] },
          {
            ...unit,
            options: [
              { ...unit!.options[0], isDeleted: true },
              unit!.options[1],
              { value: 'Yeni', point: 5, isDeleted: true },
              { value: 'Muhasebe', point: 3 },
            ],
          },
          { ...label, isDeleted: true, options: [] },
          { name: 'Taslak', formElementId: 1, isDeleted: true },
        ],
      },
      { name: 'Hiç kaydedilmedi', isPassived: true, items: [{ name: 'X', formElementId: 1 }] },
    ]);
    expect(answer.isSuccess).toBe(true);
    const saved = await t.read(formId);
    expect(saved.categories).toHaveLength(1);
    const items = saved.categories[0]!.items;
    expect(items.map((i) => [i.name, i.isDeleted])).toEqual([
      ['Ad soyad', false],
      ['Birim', false],
      ['Bilgi', true],
    ]);
    expect(items[1]!.options.map((o) => [o.value, o.isDeleted])).toEqual([
      ['Satış', true],
      ['Destek', false],
      ['Muhasebe', false],
    ]);
    // the last live category passived would leave the form empty: refused (issue 26 §3.10), nothing written
    const emptied = await t.build(formId, [{ ...saved.categories[0], isPassived: true }]);
    expect(emptied).toMatchObject({
      isSuccess: false,
      messages: [{ field: 'categories', message: 'Boş form kaydedilemez: en az bir eleman ekleyin.' }],
    });
    const passived = await t.build(formId, [
      { ...saved.categories[0], isPassived: true },
      { name: 'Yeni', items: [{ name: 'Not', formElementId: 1 }] },
    ]);
    expect(passived.isSuccess).toBe(true);
    const after = (await t.read(formId)).categories;
    expect(after.find((c) => c.name === 'Genel')).toMatchObject({ isActive: false, isPassived: true });
  });

  it('refuses ids of another form, writing nothing', async () => {
    const { form: other } = await t.readyForm('Başka');
    const formId = await t.made('Form', { name: 'Bu' });
    const answer = await t.build(formId, [
      { name: 'Yeni', items: [] },
      { ...other.categories[0], name: 'Çalıntı' },
    ]);
    expect(answer).toMatchObject({ isSuccess: false, messages: [{ field: 'categories.1.id' }] });
    expect((await t.read(formId)).categories).toEqual([]);
    expect((await t.read(other.id)).categories[0]?.name).toBe('Genel');
  });

  it('answers NotFound for a form that does not exist', async () => {
    const answer = await t.build(999999, []);
    expect(answer).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
  });

  it('serialises two saves of the same form: both land as consecutive versions', async () => {
    const formId = await t.made('Form', { name: 'Eşzamanlı' });
    const [a, b] = await Promise.all([
      t.build(formId, [{ name: 'A', items: [{ name: 'a', formElementId: 1 }] }]),
      t.build(formId, [{ name: 'B', items: [{ name: 'b', formElementId: 1 }] }]),
    ]);
    expect([a.isSuccess, b.isSuccess]).toEqual([true, true]);
    expect((await t.read(formId)).categories.map((c) => c.name).sort()).toEqual(['A', 'B']);
  });

  it('answers messages with no field for a rule that is not an input’s', async () => {
    const answer = await t.call(`mutation { deleteForm(id: 987654) { ${MESSAGES} } }`);
    expect(answer.isSuccess).toBe(false);
    expect(answer.messages[0]).toMatchObject({ field: null });
  });

  it('refuses an empty form and two tabs of one name, on what the save leaves stored (issue 26 §3.10)', async () => {
    const formId = await t.made('Form', { name: 'Boş' });
    const none = await t.build(formId, []);
    expect(none).toMatchObject({ isSuccess: false, messages: [{ field: 'categories' }] });
    const noItems = await t.build(formId, [{ name: 'Genel', items: [] }], 'en');
    expect(noItems.messages).toEqual([
      {
        code: 'Validation',
        field: 'categories',
        message: 'An empty form cannot be saved: add at least one element.',
      },
    ]);
    const deletedOnly = await t.build(formId, [
      { name: 'Genel', items: [{ name: 'Silinen', formElementId: 1, isDeleted: true }] },
    ]);
    expect(deletedOnly.isSuccess).toBe(false);
    expect((await t.read(formId)).categories).toEqual([]);
    const twice = await t.build(formId, [
      { name: 'Genel', items: [{ name: 'Ad', formElementId: 1 }] },
      { name: ' GENEL ', items: [{ name: 'Soyad', formElementId: 1 }] },
    ]);
    expect(twice).toMatchObject({
      isSuccess: false,
      messages: [{ field: 'categories.1.name', message: 'Ad: Bu ad bu formda zaten kullanılıyor' }],
    });
    const saved = await t.build(formId, [{ name: 'Genel', items: [{ name: 'Ad', formElementId: 1 }] }]);
    expect(saved.isSuccess).toBe(true);
    // a stored tab the save leaves out counts too; a passived one does not
    const [general] = (await t.read(formId)).categories;
    const clash = await t.build(formId, [{ name: 'genel', items: [{ name: 'Soyad', formElementId: 1 }] }]);
    expect(clash).toMatchObject({ isSuccess: false, messages: [{ field: 'categories.0.name' }] });
    const reuse = await t.build(formId, [
      { ...general, isPassived: true },
      { name: 'Genel', items: [{ name: 'Soyad', formElementId: 1 }] },
    ]);
    expect(reuse.isSuccess).toBe(true);
  });
});

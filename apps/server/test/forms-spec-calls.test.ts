import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { formTenant } from './forms-fixture.ts';

const FIELDS = 'isSuccess message messages { code message } data { id }';
const FORMS = `query($p: FormPagerModel) { forms(formPagerModel: $p) { data { id name isActive } } }`;
const ROLES = `query($p: FormRolePagerModel) { formRoles(pagerModel: $p) { data { id roleId workflowId } } }`;
const ELEMENTS = `query($p: FormElementPagerModel) { formElements(pagerModel: $p) { isSuccess message messages { code } totalItemCount data { id code } } }`;

/** Forms as a client written from spec 001 §7 calls them (issue 26 §5, items 16 and 17). */
describe('forms: the calls spec 001 §7 names', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof formTenant>>;
  const names = async (searchText: string) =>
    (await t.call<{ name: string }[]>(FORMS, { p: { searchText } })).data.map((f) => f.name);

  beforeAll(async () => {
    server = await TestServer.start();
    t = await formTenant(server);
  });
  afterAll(() => server.stop());

  it('createForm takes formCreateInputModel {name}, updateForm formInputModel {id, name}', async () => {
    const created = await t.call<{ id: number }>(
      `mutation($m: FormCreateInput) { createForm(formCreateInputModel: $m) { ${FIELDS} } }`,
      { m: { name: 'Spec formu' } },
    );
    expect(created).toMatchObject({ isSuccess: true });
    const renamed = await t.call(
      `mutation($m: FormUpdateInput) { updateForm(formInputModel: $m) { ${FIELDS} } }`,
      { m: { id: created.data.id, name: 'Spec formu 2' } },
    );
    expect(renamed).toMatchObject({ isSuccess: true });
    expect(await names('spec')).toEqual(['Spec formu 2']);
    // the same checks under either name
    const blank = await t.call(
      `mutation { createForm(formCreateInputModel: { name: "  " }) { ${FIELDS} } }`,
      {},
      'en',
    );
    expect(blank).toMatchObject({ isSuccess: false, message: 'Name: This field is required' });
    // inputModel still works
    const ours = await t.call(
      `mutation { createForm(inputModel: { name: "Bizim formumuz" }) { ${FIELDS} } }`,
    );
    expect(ours.isSuccess).toBe(true);
  });

  it('refuses both names at once, and neither, in the envelope; nothing is written', async () => {
    const both = await t.call(
      `mutation { createForm(inputModel: { name: "İki ad A" }, formCreateInputModel: { name: "İki ad B" }) { ${FIELDS} } }`,
      {},
      'en',
    );
    expect(both).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }], data: null });
    expect(both.message).toContain('inputModel');
    expect(both.message).toContain('formCreateInputModel');
    const bothTr = await t.call(
      `mutation { createForm(inputModel: { name: "İki ad A" }, formCreateInputModel: { name: "İki ad A" }) { ${FIELDS} } }`,
    );
    expect(bothTr.message).toMatch(/ikisi birden/);
    expect(await names('iki ad')).toEqual([]);
    const neither = await t.call(`mutation { createForm { ${FIELDS} } }`, {}, 'en');
    expect(neither).toMatchObject({ isSuccess: false, message: 'Name: This field is required' });
    const noUpdate = await t.call(`mutation { updateForm { ${FIELDS} } }`);
    expect(noUpdate).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
  });

  it('createFormRole and updateFormRole take formRoleInputModel {id, formId, roleId, workflowId}', async () => {
    const formId = await t.made('Form', { name: 'Rol spec formu' });
    const created = await t.call<{ id: number }>(
      `mutation($m: FormRoleCreateInput) { createFormRole(formRoleInputModel: $m) { ${FIELDS} } }`,
      { m: { formId, roleId: t.role('Personel'), workflowId: t.workflowId } },
    );
    expect(created).toMatchObject({ isSuccess: true });
    const missing = await t.call(
      `mutation($m: FormRoleCreateInput) { createFormRole(formRoleInputModel: $m) { ${FIELDS} } }`,
      { m: { formId, roleId: t.role('Editor') } },
      'en',
    );
    expect(missing.isSuccess).toBe(false);
    expect(missing.message).toContain('Workflow');
    const moved = await t.call(
      `mutation($m: FormRoleUpdateInput) { updateFormRole(formRoleInputModel: $m) { ${FIELDS} } }`,
      { m: { id: created.data.id, formId, roleId: t.role('Editor'), workflowId: t.workflowId } },
    );
    expect(moved).toMatchObject({ isSuccess: true });
    const roles = await t.call<{ roleId: number }[]>(ROLES, { p: { formId } });
    expect(roles.data.map((r) => r.roleId)).toEqual([t.role('Editor')]);
  });

  it('formElements takes a pager: a page of the catalogue and the total; without one, all of it', async () => {
    const all = await t.call<{ id: number }[]>(ELEMENTS);
    expect(all).toMatchObject({ isSuccess: true, totalItemCount: 8 });
    expect(all.data).toHaveLength(8);
    const page = await t.call<{ id: number; code: string }[]>(ELEMENTS, {
      p: { pageNumber: 2, pageSize: 3 },
    });
    expect(page).toMatchObject({ isSuccess: true, totalItemCount: 8 });
    expect(page.data.map((e) => e.code)).toEqual(['radiobutton', 'matrix', 'checkbox']);
    const lookup = await t.call<unknown[]>(ELEMENTS, { p: { pageNumber: 1, pageSize: 1000 } });
    expect(lookup.data).toHaveLength(8);
    const bad = await t.call(ELEMENTS, { p: { pageSize: 0 } }, 'en');
    expect(bad).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
  });
});

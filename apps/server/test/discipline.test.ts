import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { quizTenant } from './quizzes-fixture.ts';

const ENVELOPE = 'isSuccess message messages { code message }';
const ROLES = `query($p: DisciplineRolePagerModel) { disciplineRoles(pagerModel: $p) { ${ENVELOPE} totalItemCount data { id roleId formId role { name } form { name } } } }`;
const WORKFLOWS = `query($p: DisciplineWorkflowPagerModel) { disciplineWorkflows(pagerModel: $p) { ${ENVELOPE} totalItemCount data { id roleId workflowId type typeId role { name } workflow { name } } } }`;
const create = (type: string) =>
  `mutation($i: ${type}CreateInput!) { create${type}(inputModel: $i) { ${ENVELOPE} data { id } } }`;
const update = (type: string) =>
  `mutation($i: ${type}UpdateInput!) { update${type}(inputModel: $i) { ${ENVELOPE} data { id } } }`;
const remove = (type: string) => `mutation($id: Int!) { delete${type}(id: $id) { ${ENVELOPE} } }`;

/** The discipline mappings (spec 002 §2 Discipline, §5; docs/discipline.md). */
describe('discipline mappings', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof quizTenant>>;
  let formId: number;
  let otherFormId: number;

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await quizTenant(server);
    formId = await t.made('Form', { name: 'Disiplin tutanağı' });
    otherFormId = await t.made('Form', { name: 'Savunma formu' });
  });
  afterAll(() => server.stop());

  it('maps a role to a form once, names both, edits and deletes', async () => {
    const personel = t.role('Personel');
    const made = await t.call<{ id: number }>(create('DisciplineRole'), { i: { roleId: personel, formId } });
    expect(made.isSuccess).toBe(true);
    const twice = await t.call(create('DisciplineRole'), { i: { roleId: personel, formId: otherFormId } });
    expect(twice).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation', message: 'Rol: Bu değer zaten kullanılıyor' }],
    });
    const missing = await t.call(create('DisciplineRole'), { i: { roleId: personel } }, 'en');
    expect(missing.isSuccess).toBe(false);
    expect(missing.messages.map((m) => m.message)).toContain('Form: This field is required');
    expect(
      await t.call(update('DisciplineRole'), {
        i: { id: made.data.id, roleId: personel, formId: otherFormId },
      }),
    ).toMatchObject({ isSuccess: true });
    const list = await t.call<{ id: number; role: { name: string }; form: { name: string } }[]>(ROLES, {
      p: { pageSize: 5, pageNumber: 1 },
    });
    expect(list.data).toEqual([
      {
        id: made.data.id,
        roleId: personel,
        formId: otherFormId,
        role: { name: 'Personel' },
        form: { name: 'Savunma formu' },
      },
    ]);
    expect(await t.call(remove('DisciplineRole'), { id: made.data.id })).toMatchObject({ isSuccess: true });
    expect((await t.call<unknown[]>(ROLES)).totalItemCount).toBe(0);
    // after a delete the role can be mapped again
    expect((await t.call(create('DisciplineRole'), { i: { roleId: personel, formId } })).isSuccess).toBe(
      true,
    );
  });

  it('maps a role to a workflow once per type (1 request, 2 defence result)', async () => {
    const editor = t.role('Editor');
    const request = await t.call<{ id: number }>(create('DisciplineWorkflow'), {
      i: { roleId: editor, workflowId: t.workflowId, type: 1 },
    });
    const defence = await t.call<{ id: number }>(create('DisciplineWorkflow'), {
      i: { roleId: editor, workflowId: t.workflowId, type: 2 },
    });
    expect([request.isSuccess, defence.isSuccess]).toEqual([true, true]);
    const again = await t.call(create('DisciplineWorkflow'), {
      i: { roleId: editor, workflowId: t.workflowId, type: 1 },
    });
    expect(again).toMatchObject({
      isSuccess: false,
      messages: [{ message: 'Rol: Bu değer zaten kullanılıyor' }],
    });
    const badType = await t.call(create('DisciplineWorkflow'), {
      i: { roleId: t.role('Admin'), workflowId: t.workflowId, type: 3 },
    });
    expect(badType.isSuccess).toBe(false);
    const noWorkflow = await t.call(create('DisciplineWorkflow'), {
      i: { roleId: t.role('Admin'), type: 1 },
    });
    expect(noWorkflow.messages.map((m) => m.message)).toContain('İş akışı: Bu alan zorunludur');
    // moving the defence row onto type 1 clashes with the request row
    const moved = await t.call(update('DisciplineWorkflow'), {
      i: { id: defence.data.id, roleId: editor, workflowId: t.workflowId, type: 1 },
    });
    expect(moved.isSuccess).toBe(false);
    const onlyDefence = await t.call<{ id: number; type: string; workflow: { name: string } }[]>(WORKFLOWS, {
      p: { type: 2 },
    });
    expect(onlyDefence.data).toEqual([
      // the spec's name (spec 002 §3), and the number the panel's dialog chooses
      expect.objectContaining({
        id: defence.data.id,
        type: 'DEFENCE_RESULT',
        typeId: 2,
        workflow: { name: 'Quiz onayı' },
      }),
    ]);
    expect(await t.call(remove('DisciplineWorkflow'), { id: request.data.id })).toMatchObject({
      isSuccess: true,
    });
    expect((await t.call<unknown[]>(WORKFLOWS)).totalItemCount).toBe(1);
  });

  it('keeps a form or workflow a mapping names; another tenant sees none of them', async () => {
    const inUse = await t.call(`mutation($id: Int!) { deleteForm(id: $id) { ${ENVELOPE} } }`, { id: formId });
    expect(inUse).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
    const other = await server.createTenant();
    const token = await server.signIn(other);
    const elsewhere = await server.call<unknown[]>(ROLES, {}, { token });
    expect(elsewhere.totalItemCount).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  workflowStatusUpdateOperations,
  workflowTaskOperations,
} from '../src/db/tenant/workflow-operations.table.ts';
import { workflowItemCommands } from '../src/db/tenant/workflows.table.ts';
import { TestServer } from './harness.ts';
import { deleteOp, updateOp } from './quizzes-fixture.ts';
import { DELETE, PROBLEMS, SAVE, workflowTenant } from './workflows-fixture.ts';

type T = Awaited<ReturnType<typeof workflowTenant>>;

/** Steps made with the fine-grained operations, and arrows between them of a type of their own. */
async function bareSteps(t: T, name: string, kinds: string[]) {
  const workflowId = await t.workflow(name);
  const ids: number[] = [];
  for (const [index, kind] of kinds.entries())
    ids.push(
      await t.made('WorkflowItem', {
        workflowId,
        workflowItemOperationTypeId: t.type(kind),
        position: index + 1,
      }),
    );
  const typeId = await t.made('WorkflowItemCommandType', { name: `Ok ${name}`, isList: false });
  const arrow = (from: number, to: number) =>
    t.made('WorkflowItemCommand', {
      workflowItemId: from,
      workflowItemCommandTypeId: typeId,
      targetWorkflowItemId: to,
    });
  return { workflowId, ids, arrow, typeId };
}

describe('workflows: a graph the editor lets through is one the engine can run (issue 25 §1)', () => {
  let server: TestServer;
  let t: T;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await workflowTenant(server);
  });
  afterAll(() => server.stop());

  it('refuses a kind change under operations, and reports a kind mismatch written before', async () => {
    const workflowId = await t.workflow('Tür değişimi');
    const approval = await t.insert({
      workflowId,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('TASK') },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: t.type('TASK') },
      ],
      details: { approval: { condition: 'VE' }, managerLevel: 1 },
    });
    const change = (id: number, kind: string, lang: 'tr' | 'en' = 'en') =>
      t.call(updateOp('WorkflowItem'), { i: { id, workflowItemOperationTypeId: t.type(kind) } }, lang);
    const refused = await change(approval, 'URL_REQUEST');
    expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(refused.message).toBe(
      'This step has operations; its type cannot be changed. Delete the step and add a new one.',
    );
    expect((await change(approval, 'URL_REQUEST', 'tr')).message).toBe(
      'Bu adımın işlemleri var; türü değiştirilemez. Adımı silip yenisini ekleyin.',
    );
    const [, task] = await t.steps(workflowId);
    await t.call(SAVE, { i: { id: task?.id, details: { task: { title: 'İş', description: 'Yap' } } } });
    expect((await change(task?.id ?? 0, 'APPROVAL')).isSuccess).toBe(false);
    expect((await t.steps(workflowId)).map((s) => s.type.code)).toEqual(['APPROVAL', 'TASK', 'TASK']);
    // a decision only on an approval step
    const decision = await t.call(
      t.createOp('WorkflowItemCommandType'),
      { i: { name: 'Karar', isList: true, workflowItemId: task?.id } },
      'en',
    );
    expect(decision.message).toBe('Only an approval step has decisions.');
    // a bare step changes kind freely
    const bare = await t.made('WorkflowItem', {
      workflowId,
      workflowItemOperationTypeId: t.type('TASK'),
      position: 40,
    });
    expect((await change(bare, 'NOTIFICATION')).isSuccess).toBe(true);
    // data written before the rule: a task on an approval step is a problem
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.insert(workflowTaskOperations).values({ workflowItemId: approval, title: 'x', description: 'y' }),
    );
    const problems = await t.call<{ code: string; workflowItemId: number; message: string }[]>(
      PROBLEMS,
      { i: { workflowId } },
      'en',
    );
    const mismatch = problems.data.filter((p) => p.code === 'KindMismatch');
    expect(mismatch).toEqual([
      {
        code: 'KindMismatch',
        workflowItemId: approval,
        message: 'Step 1 holds an operation, participant or decision that does not fit its type.',
      },
    ]);
  });

  it("refuses deleting a cycle's last exit, under the workflow's lock", async () => {
    const { workflowId, ids, arrow } = await bareSteps(t, 'Çıkış silme', ['TASK', 'TASK', 'TASK']);
    const [s1, s2, s3] = ids as [number, number, number];
    await arrow(s1, s2);
    const exit1 = await arrow(s1, s3);
    const exit2 = await arrow(s2, s3);
    await arrow(s2, s1);
    const before = await t.arrows(workflowId);
    const both = await Promise.all(
      [exit1, exit2].map((id) => t.call(deleteOp('WorkflowItemCommand'), { id }, 'en')),
    );
    expect(both.map((answer) => answer.isSuccess).sort()).toEqual([false, true]);
    expect(both.find((answer) => !answer.isSuccess)?.message).toContain('cycle without an exit');
    expect(await t.arrows(workflowId)).toHaveLength(before.length - 1);
    // the editor's delete of an approval step the cycle's only exit led to
    const loop = await bareSteps(t, 'Onaya çıkış', ['TASK', 'TASK']);
    const [l1, l2] = loop.ids as [number, number];
    await loop.arrow(l1, l2);
    const x = await t.insert({
      workflowId: loop.workflowId,
      afterWorkflowItemId: l2,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('TASK') },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: t.type('TASK') },
      ],
    });
    await loop.arrow(l2, l1);
    const kept = await t.arrows(loop.workflowId);
    const deleted = await t.call(DELETE, { i: { id: x } }, 'en');
    expect(deleted.message).toBe(
      'Deleting this step would leave a cycle without an exit; give the cycle another exit first.',
    );
    expect(await t.arrows(loop.workflowId)).toEqual(kept);
  });

  it('refuses moving an arrow away when that leaves its old cycle without an exit; old traps do not block', async () => {
    const { workflowId, ids, arrow, typeId } = await bareSteps(t, 'Ok taşıma', [
      'TASK',
      'TASK',
      'TASK',
      'TASK',
    ]);
    const [s1, s2, s3, s4] = ids as [number, number, number, number];
    await arrow(s1, s2);
    const exit = await arrow(s2, s3);
    await arrow(s2, s1);
    const before = await t.arrows(workflowId);
    const moved = await t.call(
      updateOp('WorkflowItemCommand'),
      { i: { id: exit, workflowItemId: s3, workflowItemCommandTypeId: typeId, targetWorkflowItemId: s4 } },
      'en',
    );
    expect(moved.message).toContain('cycle without an exit');
    expect(await t.arrows(workflowId)).toEqual(before);
    // a trap written before the rule does not make an unrelated write fail
    const legacy = await bareSteps(t, 'Eski tuzak', ['TASK', 'TASK', 'TASK']);
    const [l1, l2, l3] = legacy.ids as [number, number, number];
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.insert(workflowItemCommands).values([
        { workflowItemId: l1, workflowItemCommandTypeId: legacy.typeId, targetWorkflowItemId: l2 },
        { workflowItemId: l2, workflowItemCommandTypeId: legacy.typeId, targetWorkflowItemId: l1 },
      ]),
    );
    expect(await legacy.arrow(l3, l1)).toBeGreaterThan(0);
  });

  it('keeps a command in its workflow', async () => {
    const a = await bareSteps(t, 'Akış A', ['TASK', 'TASK']);
    const b = await bareSteps(t, 'Akış B', ['TASK', 'TASK']);
    const command = await a.arrow(a.ids[0] as number, a.ids[1] as number);
    const moved = await t.call(
      updateOp('WorkflowItemCommand'),
      {
        i: {
          id: command,
          workflowItemId: b.ids[0],
          workflowItemCommandTypeId: a.typeId,
          targetWorkflowItemId: b.ids[1],
        },
      },
      'en',
    );
    expect(moved).toMatchObject({
      isSuccess: false,
      message: 'A decision cannot be moved to another workflow.',
    });
    expect(await t.arrows(a.workflowId)).toEqual([`${a.ids[0]}→${a.ids[1]}`]);
    expect(await t.arrows(b.workflowId)).toEqual([]);
  });

  it('refuses deactivating a step with arrows, and two active steps at one position', async () => {
    const workflowId = await t.workflow('Pasif ve sıra');
    const a = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const b = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('TASK'),
    });
    const update = (i: Record<string, unknown>) => t.call(updateOp('WorkflowItem'), { i }, 'en');
    const passive = await update({ id: b, isActive: false });
    expect(passive.message).toBe(
      'This step has arrows: delete it in the workflow editor (deleteWorkflowStep), which relinks them.',
    );
    expect((await t.steps(workflowId)).map((s) => s.id)).toEqual([a, b]);
    // a step without arrows goes passive and comes back
    const c = await t.made('WorkflowItem', {
      workflowId,
      workflowItemOperationTypeId: t.type('TASK'),
      position: 3,
    });
    expect((await update({ id: c, isActive: false })).isSuccess).toBe(true);
    // one active step per position, on every path
    const taken = await t.call(
      t.createOp('WorkflowItem'),
      { i: { workflowId, workflowItemOperationTypeId: t.type('TASK'), position: 2 } },
      'en',
    );
    expect(taken.message).toBe('Another active step of this workflow has this position.');
    expect((await update({ id: a, position: 2 })).isSuccess).toBe(false);
    const d = await t.made('WorkflowItem', {
      workflowId,
      workflowItemOperationTypeId: t.type('TASK'),
      position: 3,
    });
    expect((await update({ id: c, isActive: true })).isSuccess).toBe(false);
    const twice = await Promise.all(
      [0, 1].map(() =>
        t.call(t.createOp('WorkflowItem'), {
          i: { workflowId, workflowItemOperationTypeId: t.type('TASK'), position: 9 },
        }),
      ),
    );
    expect(twice.map((answer) => answer.isSuccess).sort()).toEqual([false, true]);
    const positions = (await t.steps(workflowId)).map((s) => s.position);
    expect(positions).toEqual([...new Set(positions)]);
    expect((await t.steps(workflowId)).map((s) => s.id)).toContain(d);
  });

  it('names the field of a reference to a record that does not exist; a delete still answers InUse', async () => {
    const workflowId = await t.workflow('Olmayan kayıt');
    const a = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const user = (lang: 'tr' | 'en') =>
      t.call(t.createOp('WorkflowItemUser'), { i: { workflowItemId: a, userId: 999999 } }, lang);
    expect(await user('tr')).toMatchObject({
      isSuccess: false,
      message: 'Kullanıcı: Böyle bir kayıt yok',
      messages: [{ code: 'Validation' }],
    });
    expect((await user('en')).message).toBe('User: No such record');
    // a constraint whose name PostgreSQL cut to 63 characters, and a use case of its own
    const kind = await t.call(
      t.createOp('WorkflowItem'),
      { i: { workflowId, workflowItemOperationTypeId: 999999, position: 5 } },
      'en',
    );
    expect(kind.message).toBe('Operation type: No such record');
    const saved = await t.call(
      SAVE,
      { i: { id: a, details: { task: { title: 'a', description: 'b' }, userIds: [999999] } } },
      'en',
    );
    expect(saved.message).toBe('User: No such record');
    // another area, and an update
    const quizTypeId = await t.made('QuizType', { name: 'Olmayan akış' });
    const role = await t.call(
      t.createOp('QuizTypeRole'),
      { i: { quizTypeId, roleId: t.role('Personel'), workflowId: 999999 } },
      'en',
    );
    expect(role.message).toBe('Workflow: No such record');
    const status = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('STATUS_UPDATE'),
      details: { statusUpdate: { statusId: t.passed } },
    });
    const [operation] = await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db
        .select({ id: workflowStatusUpdateOperations.id })
        .from(workflowStatusUpdateOperations)
        .where(eq(workflowStatusUpdateOperations.workflowItemId, status)),
    );
    const changed = await t.call(
      updateOp('StatusUpdateOperation'),
      { i: { id: operation?.id, statusId: 999999 } },
      'en',
    );
    expect(changed.message).toBe('Status: No such record');
    expect((await t.steps(workflowId))[1]?.statusUpdateOperations).toEqual([{ statusId: t.passed }]);
    const deleted = await t.call(deleteOp('Status'), { id: t.passed }, 'en');
    expect(deleted).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
  });
});

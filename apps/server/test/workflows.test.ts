import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { DELETE, INSERT, workflowTenant } from './workflows-fixture.ts';

describe('workflows: the step rules of spec 001 §4, each one transaction', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof workflowTenant>>;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await workflowTenant(server);
  });
  afterAll(() => server.stop());

  it('starts an empty workflow, inserts after a step, repointing its arrow and adding one to the old target', async () => {
    const workflowId = await t.workflow('Ekleme');
    const a = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const b = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('TASK'),
    });
    expect(await t.arrows(workflowId)).toEqual([`${a}→${b}`]);
    const c = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('STATUS_UPDATE'),
    });
    const steps = await t.steps(workflowId);
    expect(steps.map((s) => s.id)).toEqual([a, c, b]);
    expect(steps.map((s) => s.position)).toEqual([1, 2, 3]);
    expect(await t.arrows(workflowId)).toEqual([`${a}→${c}`, `${c}→${b}`].sort());
    // a second step without saying after which one is refused, and nothing is written
    const orphan = await t.call(
      INSERT,
      { i: { workflowId, workflowItemOperationTypeId: t.type('TASK') } },
      'en',
    );
    expect(orphan).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(orphan.message).toContain('Previous step');
    expect(await t.steps(workflowId)).toHaveLength(3);
  });

  it('deletes a step with one target: the arrow into it is relinked to its target, the step goes passive', async () => {
    const workflowId = await t.workflow('Tek hedefli silme');
    const a = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const b = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('TASK'),
    });
    const c = await t.insert({
      workflowId,
      afterWorkflowItemId: b,
      workflowItemOperationTypeId: t.type('TASK'),
    });
    const before = (await t.steps(workflowId))[0]?.commands[0]?.id;
    const deleted = await t.call(DELETE, { i: { id: b } });
    expect(deleted.isSuccess).toBe(true);
    expect(await t.arrows(workflowId)).toEqual([`${a}→${c}`]);
    expect((await t.steps(workflowId))[0]?.commands[0]?.id).toBe(before);
    const passive = await t.steps(workflowId, true);
    expect(passive.map((s) => [s.id, s.isActive, s.commands.length])).toEqual([[b, false, 0]]);
    // deleting it again: it is gone
    expect(await t.call(DELETE, { i: { id: b } })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });
  });

  it('inserts an approval step with one new step per decision; a decision that goes on leads to the old target', async () => {
    const workflowId = await t.workflow('Onaylı ekleme');
    const a = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const z = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('STATUS_UPDATE'),
    });
    const x = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('TASK') },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: t.type('NOTIFICATION') },
      ],
    });
    const steps = await t.steps(workflowId);
    expect(steps.map((s) => s.type.code)).toEqual([
      'TASK',
      'APPROVAL',
      'TASK',
      'NOTIFICATION',
      'STATUS_UPDATE',
    ]);
    const [, approval, yes, no] = steps;
    expect(approval?.id).toBe(x);
    expect(
      approval?.commands.map((c) => [
        c.workflowItemCommandType.name,
        c.workflowItemCommandType.isList,
        c.targetWorkflowItemId,
      ]),
    ).toEqual([
      ['Onayla', true, yes?.id],
      ['Reddet', true, no?.id],
    ]);
    expect(await t.arrows(workflowId)).toEqual(
      [`${a}→${x}`, `${x}→${yes?.id}`, `${x}→${no?.id}`, `${yes?.id}→${z}`].sort(),
    );
    const decisions = await t.call<{ name: string }[]>(
      `{ workflowItemCommandTypes(pagerModel: { isList: true, workflowItemId: ${x} }) { totalItemCount data { name } } }`,
    );
    expect(decisions.data.map((d) => d.name)).toEqual(['Onayla', 'Reddet']);
    // an approval step without decisions is refused whole
    const bare = await t.call(INSERT, {
      i: { workflowId, afterWorkflowItemId: a, workflowItemOperationTypeId: t.type('APPROVAL') },
    });
    expect(bare).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(await t.steps(workflowId)).toHaveLength(5);
  });

  it('deletes a step with several branches: its arrows go and its downstream steps go passive, except shared ones', async () => {
    const workflowId = await t.workflow('Dallı silme');
    const a = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const end = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('STATUS_UPDATE'),
    });
    const x = await t.insert({
      workflowId,
      afterWorkflowItemId: a,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('TASK') },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: t.type('NOTIFICATION') },
      ],
    });
    const [, , yes, no] = await t.steps(workflowId);
    const after = await t.insert({
      workflowId,
      afterWorkflowItemId: yes?.id,
      workflowItemOperationTypeId: t.type('TASK'),
    });
    // the end step is also reached from the start by an arrow of its own
    const other = await t.made('WorkflowItemCommandType', {
      name: 'Kısayol',
      code: 'SHORTCUT',
      isList: false,
      goNextStep: true,
    });
    await t.made('WorkflowItemCommand', {
      workflowItemId: a,
      workflowItemCommandTypeId: other,
      targetWorkflowItemId: end,
    });
    expect((await t.call(DELETE, { i: { id: x } })).isSuccess).toBe(true);
    const active = await t.steps(workflowId);
    expect(active.map((s) => s.id)).toEqual([a, end]);
    expect(await t.arrows(workflowId)).toEqual([`${a}→${end}`]);
    const passive = await t.steps(workflowId, true);
    expect(passive.map((s) => s.id).sort()).toEqual([x, yes?.id, no?.id, after].sort());
    expect(passive.every((s) => s.commands.length === 0)).toBe(true);
  });
});

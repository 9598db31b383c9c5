import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { deleteOp, updateOp } from './quizzes-fixture.ts';
import { DELETE, INSERT, SAVE, workflowTenant } from './workflows-fixture.ts';

describe('workflows: the step dialog, the kinds of steps, bad input and InUse', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof workflowTenant>>;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await workflowTenant(server);
  });
  afterAll(() => server.stop());

  it('saves a step dialog at once: condition, manager level (Yok removes it), participants as differences', async () => {
    const workflowId = await t.workflow('Kaydetme');
    const a = await t.insert({
      workflowId,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [{ name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('TASK') }],
      details: { approval: { condition: 'VEYA' }, managerLevel: 1 },
    });
    const groupId = await t.made('Group', { name: 'İK' });
    const users = await t.call<{ id: number }[]>(
      '{ users(userPagerModel: { pageSize: 5 }) { data { id } } }',
    );
    const userId = users.data[0]?.id ?? 0;
    const saved = await t.call(SAVE, {
      i: {
        id: a,
        details: { approval: { condition: 'VE' }, managerLevel: 2, userIds: [userId], groupIds: [groupId] },
      },
    });
    expect(saved.isSuccess).toBe(true);
    let [step] = await t.steps(workflowId);
    expect(step).toMatchObject({
      approvalOperations: [{ condition: 'VE' }],
      managerLevels: [{ managerLevel: 2 }],
      users: [{ userId }],
      userGroups: [{ groupId }],
    });
    await t.call(SAVE, {
      i: {
        id: a,
        details: { approval: { condition: 'VE' }, managerLevel: null, userIds: [], groupIds: [groupId] },
      },
    });
    [step] = await t.steps(workflowId);
    expect(step).toMatchObject({ managerLevels: [], users: [], userGroups: [{ groupId }] });
    // a wrong condition or a missing one changes nothing
    const wrong = await t.call(SAVE, {
      i: { id: a, details: { approval: { condition: 'BELKI' }, managerLevel: 3 } },
    });
    expect(wrong).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const missing = await t.call(SAVE, { i: { id: a, details: { managerLevel: 3 } } }, 'en');
    expect(missing.message).toBe('Condition: This field is required');
    [step] = await t.steps(workflowId);
    expect(step).toMatchObject({ approvalOperations: [{ condition: 'VE' }], managerLevels: [] });
  });

  it('checks every kind of step: status required, PUSH with subject and body, task title, an http(s) URL', async () => {
    const workflowId = await t.workflow('Türler');
    const status = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('STATUS_UPDATE') });
    const note = await t.insert({
      workflowId,
      afterWorkflowItemId: status,
      workflowItemOperationTypeId: t.type('NOTIFICATION'),
    });
    const task = await t.insert({
      workflowId,
      afterWorkflowItemId: note,
      workflowItemOperationTypeId: t.type('TASK'),
    });
    const url = await t.insert({
      workflowId,
      afterWorkflowItemId: task,
      workflowItemOperationTypeId: t.type('URL_REQUEST'),
    });
    const refused = async (id: number, details: Record<string, unknown>, field: string) => {
      const answer = await t.call(SAVE, { i: { id, details } }, 'en');
      expect(answer.isSuccess).toBe(false);
      expect(answer.message).toContain(field);
    };
    await refused(status, {}, 'Status');
    await refused(
      note,
      { notification: { notificationType: 1, subject: 'a', body: 'b' } },
      'Notification type',
    );
    await refused(note, { notification: { notificationType: 3, subject: ' ', body: 'b' } }, 'Subject');
    await refused(task, { task: { title: 'İzin', description: '' } }, 'Description');
    const web = { header: 'Content-Type: application/json', requestType: 'POST', body: '{}' };
    await refused(url, { urlRequest: { ...web, url: 'ftp://example.com/x' } }, 'URL');
    await refused(
      url,
      { urlRequest: { ...web, requestType: 'PATCH', url: 'https://example.com' } },
      'Request type',
    );
    const steps = await t.steps(workflowId);
    expect(
      steps.flatMap((s) => [
        ...s.statusUpdateOperations,
        ...s.notificationOperations,
        ...s.taskOperations,
        ...s.urlRequestOperations,
      ]),
    ).toEqual([]);
    expect(
      (await t.call(SAVE, { i: { id: status, details: { statusUpdate: { statusId: t.passed } } } }))
        .isSuccess,
    ).toBe(true);
    expect(
      (
        await t.call(SAVE, {
          i: { id: url, details: { urlRequest: { ...web, url: 'https://hooks.example.com/pano' } } },
        })
      ).isSuccess,
    ).toBe(true);
    const saved = await t.steps(workflowId);
    expect(saved[0]?.statusUpdateOperations).toEqual([{ statusId: t.passed }]);
    expect(saved[3]?.urlRequestOperations).toMatchObject([
      { url: 'https://hooks.example.com/pano', requestType: 'POST' },
    ]);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const workflowId = await t.workflow('Hatalı girdi');
    const otherId = await t.workflow('Başka akış');
    const p = await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const q = await t.insert({
      workflowId,
      afterWorkflowItemId: p,
      workflowItemOperationTypeId: t.type('TASK'),
    });
    const r = await t.insert({
      workflowId,
      afterWorkflowItemId: q,
      workflowItemOperationTypeId: t.type('STATUS_UPDATE'),
    });
    const foreign = await t.insert({ workflowId: otherId, workflowItemOperationTypeId: t.type('TASK') });
    const before = await t.arrows(workflowId);
    // unknown ids
    expect(
      await t.call(INSERT, { i: { workflowId: 999999, workflowItemOperationTypeId: t.type('TASK') } }),
    ).toMatchObject({ messages: [{ code: 'NotFound' }] });
    expect(
      await t.call(INSERT, {
        i: { workflowId, afterWorkflowItemId: 999999, workflowItemOperationTypeId: t.type('TASK') },
      }),
    ).toMatchObject({ messages: [{ code: 'Validation' }] });
    expect(
      await t.call(INSERT, {
        i: { workflowId, afterWorkflowItemId: p, workflowItemOperationTypeId: 999999 },
      }),
    ).toMatchObject({ messages: [{ code: 'Validation' }] });
    expect(await t.call(SAVE, { i: { id: 999999, details: {} } })).toMatchObject({
      messages: [{ code: 'NotFound' }],
    });
    expect(await t.call(DELETE, { i: { id: 999999 } })).toMatchObject({ messages: [{ code: 'NotFound' }] });
    const next = (from: number, to: number) => ({
      workflowItemId: from,
      workflowItemCommandTypeId: t.next,
      targetWorkflowItemId: to,
    });
    const unknownTarget = await t.call(t.createOp('WorkflowItemCommand'), { i: next(p, 999999) }, 'en');
    expect(unknownTarget.message).toContain('Target step');
    // a command to a step of another workflow
    const across = await t.call(t.createOp('WorkflowItemCommand'), { i: next(r, foreign) }, 'en');
    expect(across).toMatchObject({
      isSuccess: false,
      message: 'A decision cannot lead to a step of another workflow.',
    });
    // a cycle without an exit made by a command update
    const [, second] = await t.steps(workflowId);
    const qr = second?.commands[0]?.id ?? 0;
    const loop = await t.call(updateOp('WorkflowItemCommand'), { i: { id: qr, ...next(q, p) } }, 'en');
    expect(loop).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(loop.message).toContain('cycle without an exit');
    expect(await t.arrows(workflowId)).toEqual(before);
    // two operations of one kind on a step, or one of another kind
    expect(
      (await t.call(t.createOp('StatusUpdateOperation'), { i: { workflowItemId: r, statusId: t.passed } }))
        .isSuccess,
    ).toBe(true);
    const twice = await t.call(
      t.createOp('StatusUpdateOperation'),
      { i: { workflowItemId: r, statusId: t.failed } },
      'en',
    );
    expect(twice.message).toBe('This step already has an operation of this kind.');
    const wrongKind = await t.call(
      t.createOp('TaskOperation'),
      { i: { workflowItemId: r, title: 'x', description: 'y' } },
      'en',
    );
    expect(wrongKind.message).toBe("This operation does not fit this step's type.");
    const [, , last] = await t.steps(workflowId);
    expect(last?.statusUpdateOperations).toEqual([{ statusId: t.passed }]);
    expect(last?.taskOperations).toEqual([]);
  });

  it('keeps a workflow in use: deleting it answers InUse naming where it is used, in both languages', async () => {
    const workflowId = await t.workflow('Kullanımda');
    await t.insert({ workflowId, workflowItemOperationTypeId: t.type('TASK') });
    const quizTypeId = await t.made('QuizType', { name: 'Akış tipi' });
    await t.made('QuizTypeRole', { quizTypeId, roleId: t.role('Personel'), workflowId });
    const tr = await t.call(deleteOp('Workflow'), { id: workflowId });
    expect(tr).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
    expect(tr.message).toBe('Bu kayıt kullanıldığı için silinemez: Quiz türü rolü.');
    const en = await t.call(deleteOp('Workflow'), { id: workflowId }, 'en');
    expect(en.message).toBe('This record cannot be deleted, it is used by: Quiz type role.');
    // a workflow in use by nobody goes with its steps
    const free = await t.workflow('Serbest');
    await t.insert({ workflowId: free, workflowItemOperationTypeId: t.type('TASK') });
    expect((await t.call(deleteOp('Workflow'), { id: free })).isSuccess).toBe(true);
    expect(await t.steps(free)).toEqual([]);
  });
});

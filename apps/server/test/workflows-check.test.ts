import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userManagers } from '../src/db/tenant/people.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { workflows } from '../src/db/tenant/workflows.table.ts';
import { seedDemoPeople } from '../src/seed/demo-people.seed.ts';
import { seedDemoWorkflows } from '../src/seed/demo-workflows.seed.ts';
import { TestServer } from './harness.ts';
import { deleteOp } from './quizzes-fixture.ts';
import { DRY_RUN, PROBLEMS, SAVE, workflowTenant } from './workflows-fixture.ts';

interface Problem {
  code: string;
  workflowItemId: number;
  message: string;
}
interface DryRun {
  outcome: string;
  message: string;
  steps: {
    workflowItemId: number;
    step: number;
    typeCode: string;
    commandName: string | null;
    participants: { userId: number; fullName: string; via: string }[];
  }[];
}

describe('workflows: validation before use, the dry run and the demo workflows', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof workflowTenant>>;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await workflowTenant(server);
  });
  afterAll(() => server.stop());

  it('lists the problems that would make a request hang, and none once they are fixed', async () => {
    const workflowId = await t.workflow('Sorunlu');
    const a = await t.insert({
      workflowId,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('TASK') },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: t.type('TASK') },
      ],
      details: { approval: { condition: 'VE' } },
    });
    const url = await t.made('WorkflowItem', {
      workflowId,
      workflowItemOperationTypeId: t.type('URL_REQUEST'),
      position: 50,
    });
    const [first] = await t.steps(workflowId);
    const yes = first?.commands[0]?.id ?? 0;
    expect((await t.call(deleteOp('WorkflowItemCommand'), { id: yes })).isSuccess).toBe(true);
    const found = await t.call<Problem[]>(PROBLEMS, { i: { workflowId } }, 'en');
    const codes = found.data.map((p) => `${p.code}:${p.workflowItemId}`).sort();
    // the 'Onayla' branch's step is now unreachable too; both branches' task steps are still empty
    const onayla = (await t.steps(workflowId))[1]?.id;
    const reddet = (await t.steps(workflowId))[2]?.id;
    expect(codes).toEqual(
      [
        `NoExit:${a}`,
        `NoParticipants:${a}`,
        `Unreachable:${onayla}`,
        `Incomplete:${onayla}`,
        `Incomplete:${reddet}`,
        `Unreachable:${url}`,
        `InvalidUrl:${url}`,
      ].sort(),
    );
    expect(found.data.find((p) => p.code === 'NoExit')?.message).toBe(
      'Step 1 leads nowhere (decision: Onayla) but is not a final step.',
    );
    // fixed: participants, the decision's arrow back, the stray URL step deleted
    for (const id of [onayla, reddet])
      await t.call(SAVE, {
        i: { id, details: { task: { title: 'Dosyayı arşivle', description: 'Ayrıntı' } } },
      });
    const groupId = await t.made('Group', { name: 'Onaycılar' });
    await t.call(SAVE, { i: { id: a, details: { approval: { condition: 'VE' }, groupIds: [groupId] } } });
    const decisions = await t.call<{ id: number; name: string }[]>(
      `{ workflowItemCommandTypes(pagerModel: { isList: true, workflowItemId: ${a} }) { data { id name } } }`,
    );
    const onaylaType = decisions.data.find((d) => d.name === 'Onayla')?.id;
    await t.made('WorkflowItemCommand', {
      workflowItemId: a,
      workflowItemCommandTypeId: onaylaType,
      targetWorkflowItemId: onayla,
    });
    await t.call(
      `mutation($i: DeleteWorkflowStepInputModel!) { deleteWorkflowStep(inputModel: $i) { isSuccess } }`,
      { i: { id: url } },
    );
    const none = await t.call<Problem[]>(PROBLEMS, { i: { workflowId } });
    expect(none).toMatchObject({ isSuccess: true, data: [] });
    expect(await t.call(PROBLEMS, { i: { workflowId: 999999 } })).toMatchObject({
      messages: [{ code: 'NotFound' }],
    });
  });

  it('lists the steps an approval’s branches created empty, until each gets what it needs', async () => {
    const workflowId = await t.workflow('Boş dallar');
    const approval = await t.insert({
      workflowId,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('STATUS_UPDATE') },
        { name: 'Bildir', goNextStep: false, workflowItemOperationTypeId: t.type('NOTIFICATION') },
        { name: 'Görevlendir', goNextStep: false, workflowItemOperationTypeId: t.type('TASK') },
      ],
      details: { approval: { condition: 'VEYA' }, managerLevel: 1 },
    });
    const [, status, notice, task] = await t.steps(workflowId);
    const found = await t.call<Problem[]>(PROBLEMS, { i: { workflowId } });
    expect(found.data.map((p) => [p.code, p.workflowItemId, p.message])).toEqual([
      ['Incomplete', status?.id, 'Adım 2 henüz boş: durum girilmemiş.'],
      ['Incomplete', notice?.id, 'Adım 3 henüz boş: bildirim konusu ve metni girilmemiş.'],
      ['Incomplete', task?.id, 'Adım 4 henüz boş: görev başlığı girilmemiş.'],
    ]);
    const english = await t.call<Problem[]>(PROBLEMS, { i: { workflowId } }, 'en');
    expect(english.data[0]?.message).toBe('Step 2 is still empty: no status yet.');
    const statusId = await t.made('Status', { name: 'Onaylandı (boş dal)' });
    await t.call(SAVE, { i: { id: status?.id, details: { statusUpdate: { statusId } } } });
    await t.call(SAVE, {
      i: {
        id: notice?.id,
        details: { notification: { notificationType: 3, subject: 'Sonuç', body: 'Onaylandı' } },
      },
    });
    await t.call(SAVE, {
      i: { id: task?.id, details: { task: { title: 'Arşivle', description: 'Ayrıntı' } } },
    });
    expect((await t.call<Problem[]>(PROBLEMS, { i: { workflowId } })).data).toEqual([]);
    expect(approval).toBeGreaterThan(0);
  });

  it('dry-runs the demo workflows: managers resolved from the requester, the chosen decision followed', async () => {
    const { tenant } = t;
    const ids = await server.server.services.tenants.withTenant(tenant.tag, async (db) => {
      await seedDemoPeople(db);
      await seedDemoWorkflows(db);
      const [requester] = await db
        .select({ userId: userManagers.userId })
        .from(userManagers)
        .where(eq(userManagers.level, 2))
        .limit(1);
      const managers = await db
        .select({ level: userManagers.level, name: users.name })
        .from(userManagers)
        .innerJoin(users, eq(users.id, userManagers.managerId))
        .where(eq(userManagers.userId, requester?.userId ?? 0));
      const flows = await db.select({ id: workflows.id, name: workflows.name }).from(workflows);
      return { requesterId: requester?.userId ?? 0, managers, flows };
    });
    const flow = (name: string) => ids.flows.find((f) => f.name === name)?.id ?? 0;
    for (const name of ['Yönetici onayı', 'Yönetici ve İK onayı', 'İK onayı']) {
      const problems = await t.call<Problem[]>(PROBLEMS, { i: { workflowId: flow(name) } });
      expect({ name, problems: problems.data }).toEqual({ name, problems: [] });
    }
    const run = await t.call<DryRun>(DRY_RUN, {
      i: { workflowId: flow('Yönetici ve İK onayı'), requesterId: ids.requesterId },
    });
    expect(run.data.outcome).toBe('Finished');
    expect(run.data.steps.map((s) => s.typeCode)).toEqual([
      'APPROVAL',
      'APPROVAL',
      'APPROVAL',
      'TASK',
      'NOTIFICATION',
      'STATUS_UPDATE',
    ]);
    // nine steps, created in the order 1, 4, 7, 8, 5, 2 along this path: numbered as a request walks them,
    // breadth first (each approval's rejection takes the number beside its approval's next step)
    expect(run.data.steps.map((s) => s.step)).toEqual([1, 2, 4, 6, 8, 9]);
    const level = (n: number) => ids.managers.filter((m) => m.level === n).map((m) => m.name);
    expect(run.data.steps[0]?.participants.map((p) => p.fullName.split(' ')[0])).toEqual(level(1));
    expect(run.data.steps[1]?.participants.map((p) => p.via)).toEqual(
      level(2).map(() => 'Yönetici (2. seviye)'),
    );
    expect(run.data.steps[2]?.participants.every((p) => p.via === 'İnsan Kaynakları')).toBe(true);
    expect(run.data.steps[2]?.participants.length).toBeGreaterThan(0);
    // the rejection at the first step: its 'Reddet' arrow, then the request ends
    const rejectFlow = flow('İK onayı');
    const steps = await t.steps(rejectFlow);
    const reddet = steps[0]?.commands.find((c) => c.workflowItemCommandType.name === 'Reddet');
    const rejected = await t.call<DryRun>(
      DRY_RUN,
      {
        i: {
          workflowId: rejectFlow,
          requesterId: ids.requesterId,
          choices: [{ workflowItemId: steps[0]?.id, workflowItemCommandId: reddet?.id }],
        },
      },
      'en',
    );
    expect(rejected.data.steps.map((s) => [s.typeCode, s.commandName])).toEqual([
      // a decision as its author named it, the global arrow in the caller's language
      ['APPROVAL', 'Reddet'],
      ['NOTIFICATION', 'Next step'],
      ['STATUS_UPDATE', null],
    ]);
    expect(rejected.data.message).toBe('The request finished.');
    const unknown = await t.call(DRY_RUN, { i: { workflowId: rejectFlow, requesterId: 999999 } }, 'en');
    expect(unknown.message).toContain('Requester');
  });
});

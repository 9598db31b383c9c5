import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/kernel/clock.ts';
import { permissions } from '../src/db/tenant/leave.table.ts';
import { users } from '../src/db/tenant/users.table.ts';
import { TestServer } from './harness.ts';
import { MY_NOTIFICATIONS, requestsTenant, workflowBuilder } from './requests-fixture.ts';

const DAY = 86_400_000;
const SET_SUBSTITUTE = `mutation($i: SetSubstituteInput!) { setSubstitute(inputModel: $i) { isSuccess message data { id } } }`;
const DRY_RUN = `query($i: DryRunWorkflowInputModel!) { dryRunWorkflow(inputModel: $i) { isSuccess message data { steps { step typeCode skipped } } } }`;

/** Delegation, timeouts and conditions (docs/approvals.md §4), with a clock the test moves. */
describe('approvals that follow people and time', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  let build: ReturnType<typeof workflowBuilder>;
  const clock = new ManualClock(new Date('2027-03-03T07:00:00Z'));
  const today = '2027-03-03';
  const runJobs = () => server.server.jobs.runDue();
  const notices = async (who: { token: string }) =>
    (await t.portal<{ body: string }[]>(who, MY_NOTIFICATIONS)).data.map((n) => n.body);

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    server.server.services.clock = clock;
    t = await requestsTenant(server);
    build = workflowBuilder(t);
  });
  afterAll(() => server.stop());

  it('sends an approval to the substitute for the dates they stand in, on behalf of the approver', async () => {
    const type = await t.leaveType('Vekaletli izin', 'Yönetici onayı');
    const set = await t.portal(t.manager1, SET_SUBSTITUTE, {
      i: { substituteId: t.hr2.userId, startDate: today, endDate: '2027-03-10' },
    });
    expect(set).toMatchObject({ isSuccess: true });
    const self = await t.portal(t.manager1, SET_SUBSTITUTE, { i: { substituteId: t.manager1.userId } }, 'en');
    expect(self.message).toBe('You cannot be your own substitute.');
    const id = await t.askLeave(type);
    expect(await t.approvalsOf(t.manager1)).toEqual([]);
    const [approval] = await t.approvalsOf(t.hr2);
    expect(approval).toMatchObject({ viaName: 'Vekil', forUser: { id: t.manager1.userId } });
    await t.decide(t.hr2, approval!, 'Onayla');
    const request = await t.requestOf(t.requester, id);
    expect(request.state).toBe('approved');
    expect(request.approvals[0]).toMatchObject({
      user: { id: t.hr2.userId },
      forUser: { id: t.manager1.userId },
    });
    expect(request.trail.find((e) => e.event === 'asked')?.text).toContain('adına');
    // after the range the approver is asked again
    clock.set(new Date('2027-03-12T07:00:00Z'));
    await t.askLeave(type);
    expect(await t.approvalsOf(t.manager1)).toHaveLength(1);
    for (const open of await t.approvalsOf(t.manager1)) await t.decide(t.manager1, open, 'Reddet', 'temiz');
    clock.set(new Date('2027-03-03T07:00:00Z'));
  });

  it('replaces an approver on approved leave today by their standing substitute, without setting dates', async () => {
    await t.portal(t.manager2, SET_SUBSTITUTE, { i: { substituteId: t.hr1.userId } });
    const type = await t.leaveType('İzindeki yönetici', 'Yönetici ve İK onayı');
    const first = await t.askLeave(type);
    const [one] = await t.approvalsOf(t.hr2); // manager1 still delegates to hr2 today
    await t.decide(t.hr2, one!, 'Onayla');
    // manager2 is not on leave: asked themselves
    expect(await t.approvalsOf(t.manager2)).toHaveLength(1);
    await server.server.services.tenants.withTenant(t.tenant.tag, async (db) => {
      const [row] = await db.select({ typeId: permissions.permissionTypeId }).from(permissions).limit(1);
      await db.insert(permissions).values({
        userId: t.manager2.userId,
        permissionTypeId: row!.typeId,
        permissionStatusId: 2,
        startDate: '2027-03-01',
        endDate: '2027-03-05',
        dayCount: 5,
      });
    });
    const second = await t.askLeave(type);
    const [again] = await t.approvalsOf(t.hr2);
    expect(again?.requestId).not.toBe(undefined);
    await t.decide(t.hr2, again!, 'Onayla');
    // the level-2 approval: the 2nd step a request walks, breadth first (docs/workflows.md)
    const [onLeave] = (await t.approvalsOf(t.hr1)).filter((a) => a.stepNumber === 2);
    expect(onLeave).toMatchObject({ viaName: 'Vekil (izinde)', forUser: { id: t.manager2.userId } });
    const request = await t.requestOf(t.requester, second);
    expect(request.approvals.map((a) => a.forUser?.id ?? null)).toEqual([
      t.manager1.userId,
      t.manager2.userId,
    ]);
    // the demo's level-2 approval was its 4th step created; the request's views number it by the walk
    expect(request.approvals.map((a) => a.stepNumber)).toEqual([1, 2]);
    expect(request.currentStepNumber).toBe(2);
    void first;
  });

  it('reminds, then asks the next manager level when nobody decides within the days', async () => {
    const workflowId = await t.made('Workflow', { name: 'Süreli onay' });
    await build.approval(workflowId, null, {
      approval: { condition: 'VEYA', timeoutDays: 2, timeoutAction: 'ESCALATE' },
      managerLevel: 1,
    });
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db
        .delete(permissions)
        .where(and(eq(permissions.userId, t.manager2.userId), eq(permissions.dayCount, 5))),
    );
    const id = await t.askLeave(await t.leaveType('Süreli izin', workflowId));
    const before = (await notices(t.hr2)).length;
    clock.advance(DAY + 60_000);
    await runJobs();
    const reminded = await notices(t.hr2);
    expect(reminded.length).toBe(before + 1);
    expect(reminded[0]).toMatch(/^Hatırlatma: /);
    expect(await t.approvalsOf(t.manager2)).toHaveLength(1); // the escalation has not come yet: stale check
    clock.advance(DAY);
    await runJobs();
    const request = await t.requestOf(t.requester, id);
    expect(request.trail.map((e) => e.event)).toContain('escalated');
    expect(await t.approvalsOf(t.hr2)).toEqual([]);
    const escalated = (await t.approvalsOf(t.manager2)).find((a) => a.requestId === request.id);
    expect(escalated?.viaName).toBe('Üst yönetici (süre doldu)');
    clock.set(new Date('2027-03-03T07:00:00Z'));
  });

  it('decides by itself when the step says so, and runs a step only when its rule holds', async () => {
    const workflowId = await t.made('Workflow', { name: 'Uzun izne İK' });
    const first = await build.approval(workflowId, null, {
      approval: { condition: 'VEYA', timeoutDays: 3, timeoutAction: 'APPROVE' },
      userIds: [t.manager1.userId],
    });
    const hr = await build.approval(workflowId, first.id, { groupIds: [t.hrGroup] });
    await build.save(hr.id, {
      approval: { condition: 'VEYA' },
      rule: { fact: 'leaveDays', operator: 'gt', value: 5 },
    });
    const dry = await t.call<{ steps: { step: number; typeCode: string; skipped: boolean }[] }>(DRY_RUN, {
      i: { workflowId, requesterId: t.requester.userId, facts: { leaveDays: 3 } },
    });
    expect(dry.data.steps.filter((s) => s.skipped).map((s) => s.typeCode)).toEqual(['APPROVAL']);
    const type = await t.leaveType('Kurallı izin', workflowId);
    clock.set(new Date('2027-04-05T07:00:00Z'));
    const short = await t.askLeave(type);
    clock.advance(3 * DAY + 60_000);
    await runJobs();
    const request = await t.requestOf(t.requester, short);
    expect(request.state).toBe('approved');
    expect(request.trail.map((e) => e.event)).toEqual(
      expect.arrayContaining(['timeout', 'skipped', 'finished']),
    );
    // a long leave is asked of HR
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.update(users).set({ totalDayOff: 60 }).where(eq(users.id, t.requester.userId)),
    );
    const long = await t.portal<{ id: number }>(
      t.requester,
      'mutation($i: RequestPermissionInput!) { requestPermission(inputModel: $i) { isSuccess message data { id } } }',
      {
        i: { permissionTypeId: type, startDate: '2027-09-06', endDate: '2027-09-14' },
      },
    );
    expect(long.isSuccess).toBe(true);
    const [mine] = await t.approvalsOf(t.manager1);
    await t.decide(t.manager1, mine!, 'Onayla');
    const asked = (await t.approvalsOf(t.hr1)).filter((a) => a.summary.includes('7 iş günü'));
    expect(asked).toHaveLength(1);
  });
});

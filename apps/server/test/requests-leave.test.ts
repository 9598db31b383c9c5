import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../src/db/tenant/leave.table.ts';
import { TestServer } from './harness.ts';
import {
  CANCEL_LEAVE,
  MY_NOTIFICATIONS,
  MY_PERMISSIONS,
  MY_TASKS,
  REQUEST_LEAVE,
  requestsTenant,
} from './requests-fixture.ts';

/** Leave under 'Yönetici ve İK onayı' runs end to end through the portal (docs/approvals.md). */
describe('a leave request runs its workflow', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  let annual: number;
  let day = 0;
  /** A fresh week of leave each time (Monday–Wednesday, three working days), never overlapping. */
  const ask = async (who = t.requester) => {
    const today = new Date();
    const toMonday = (8 - today.getUTCDay()) % 7 || 7;
    const monday = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + toMonday + 7 * day++),
    );
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const answer = await t.portal<{ id: number }>(who, REQUEST_LEAVE, {
      i: {
        permissionTypeId: annual,
        startDate: iso(monday),
        endDate: iso(new Date(monday.getTime() + 2 * 86_400_000)),
      },
    });
    expect(answer).toMatchObject({ isSuccess: true });
    return answer.data.id;
  };

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await requestsTenant(server);
    annual = await t.leaveType('Yıllık izin', 'Yönetici ve İK onayı');
  });
  afterAll(() => server.stop());

  it('asks the managers and then HR; ends approved with its task, notifications and trail', async () => {
    const id = await ask();
    expect(await t.approvalsOf(t.manager2)).toEqual([]);
    const [first] = await t.approvalsOf(t.manager1);
    expect(first).toMatchObject({ kind: 'leave', stepNumber: 1, requesterFullName: expect.any(String) });
    expect(first?.summary).toContain('Yıllık izin');
    expect(first?.summary).toContain('3 iş günü');
    expect(first?.commands.map((c) => c.name)).toEqual(['Onayla', 'Reddet']);
    expect(await t.decide(t.manager1, first!, 'Onayla')).toMatchObject({
      isSuccess: true,
      data: { moved: true, state: 'running' },
    });
    const [second] = await t.approvalsOf(t.manager2);
    expect(await t.decide(t.manager2, second!, 'Onayla', 'Uygun')).toMatchObject({ isSuccess: true });
    const [hrFirst] = await t.approvalsOf(t.hr1);
    const [hrSecond] = await t.approvalsOf(t.hr2);
    expect(hrFirst?.viaName).toBe('Grup: İnsan Kaynakları');
    expect(await t.decide(t.hr1, hrFirst!, 'Onayla')).toMatchObject({ data: { state: 'approved' } });
    // 'VEYA': the other member's approval closed as no longer needed
    expect(await t.approvalsOf(t.hr2)).toEqual([]);
    expect(await t.decide(t.hr2, hrSecond!, 'Onayla', null, 'en')).toMatchObject({
      isSuccess: false,
      message: 'This approval is no longer needed: the request moved on, ended or was cancelled.',
    });
    const mine = await t.portal<{ id: number; statusId: number; completedDate: string | null }[]>(
      t.requester,
      MY_PERMISSIONS,
    );
    expect(mine.data.find((p) => p.id === id)).toMatchObject({
      statusId: 2,
      completedDate: expect.any(String),
    });
    for (const hr of [t.hr1, t.hr2]) {
      const tasks = await t.portal<{ title: string }[]>(hr, MY_TASKS);
      expect(tasks.data.map((task) => task.title)).toContain('Özlük dosyasına işle');
    }
    const told = await t.portal<{ body: string }[]>(t.requester, MY_NOTIFICATIONS);
    const bodies = told.data.map((n) => n.body);
    expect(bodies.some((b) => b.startsWith('Talebiniz onaylandı: Talebiniz yöneticileriniz ve İK'))).toBe(
      true,
    );
    expect(bodies.some((b) => b.startsWith('Talebiniz onaylandı: Yıllık izin'))).toBe(true);
    const request = await t.requestOf(t.requester, id);
    expect(request).toMatchObject({ state: 'approved', isCompleted: true, statusName: 'Onaylandı' });
    expect(request.approvals.filter((a) => a.isProcessed).map((a) => a.commandType?.name)).toEqual([
      'Onayla',
      'Onayla',
      'Onayla',
    ]);
    const events = request.trail.map((e) => e.event);
    expect(events).toEqual([
      'started',
      'asked',
      'decision',
      'asked',
      'decision',
      'asked',
      'decision',
      'task',
      'notification',
      'status',
      'finished',
    ]);
    expect(request.trail.find((e) => e.event === 'decision' && e.text.includes('Uygun'))).toBeTruthy();
  });

  it('refuses a rejection without a description and changes nothing; with one, the request ends rejected', async () => {
    const id = await ask();
    const [approval] = await t.approvalsOf(t.manager1);
    const bare = await t.decide(t.manager1, approval!, 'Reddet', '  ');
    expect(bare).toMatchObject({ isSuccess: false, message: 'Red için açıklama zorunludur' });
    expect(await t.approvalsOf(t.manager1)).toHaveLength(1);
    const english = await t.decide(t.manager1, approval!, 'Reddet', null, 'en');
    expect(english.message).toBe('A rejection needs a description');
    expect(await t.decide(t.manager1, approval!, 'Reddet', 'Bu hafta ekip eksik')).toMatchObject({
      isSuccess: true,
      data: { state: 'rejected' },
    });
    const again = await t.decide(t.manager1, approval!, 'Onayla');
    expect(again.message).toBe('Bu onay zaten verildi; karar değiştirilemez.');
    const mine = await t.portal<{ id: number; statusId: number }[]>(t.requester, MY_PERMISSIONS);
    expect(mine.data.find((p) => p.id === id)?.statusId).toBe(3);
    const request = await t.requestOf(t.requester, id);
    expect(request).toMatchObject({ state: 'rejected', statusName: 'Reddedildi' });
    expect(request.approvals[0]).toMatchObject({
      description: 'Bu hafta ekip eksik',
      commandType: { name: 'Reddet' },
    });
  });

  it('answers an approval that is not mine as not found, and moves nothing', async () => {
    await ask();
    const [approval] = await t.approvalsOf(t.manager1);
    const stranger = await t.decide(t.hr1, approval!, 'Onayla');
    expect(stranger).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
    expect(await t.approvalsOf(t.manager1)).toHaveLength(1);
  });

  it('closes the open approvals when the requester cancels; a late decision is refused', async () => {
    for (const open of await t.approvalsOf(t.manager1))
      await t.decide(t.manager1, open, 'Reddet', 'temizlik');
    const id = await ask();
    const [approval] = await t.approvalsOf(t.manager1);
    expect(await t.portal(t.requester, CANCEL_LEAVE, { i: { id } })).toMatchObject({ isSuccess: true });
    expect(await t.approvalsOf(t.manager1)).toEqual([]);
    const late = await t.decide(t.manager1, approval!, 'Onayla');
    expect(late).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect((await t.requestOf(t.requester, id)).state).toBe('cancelled');
    const mine = await t.portal<{ id: number; statusId: number }[]>(t.requester, MY_PERMISSIONS);
    expect(mine.data.find((p) => p.id === id)?.statusId).toBe(4);
  });

  it('lets exactly one of a decision and a cancel sent at once win', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await ask();
      const [approval] = await t.approvalsOf(t.manager1);
      const [decision, cancel] = await Promise.all([
        t.decide(t.manager1, approval!, 'Reddet', 'yarış'),
        t.portal(t.requester, CANCEL_LEAVE, { i: { id } }),
      ]);
      expect([decision.isSuccess, cancel.isSuccess].filter(Boolean)).toHaveLength(1);
      const request = await t.requestOf(t.requester, id);
      expect(request.state).toBe(decision.isSuccess ? 'rejected' : 'cancelled');
    }
  });

  it('starts the workflow of a request made before the engine existed when its tenant opens', async () => {
    const id = await server.server.services.tenants.withTenant(t.tenant.tag, async (db) => {
      const [row] = await db
        .insert(permissions)
        .values({
          userId: t.requester.userId,
          permissionTypeId: annual,
          permissionStatusId: 1,
          startDate: '2099-05-04',
          endDate: '2099-05-06',
          dayCount: 3,
        })
        .returning({ id: permissions.id });
      return row!.id;
    });
    expect(await t.requestOf(t.requester, id)).toBeUndefined();
    await server.server.services.tenants.close(t.tenant.tag);
    const request = await t.requestOf(t.requester, id);
    expect(request).toMatchObject({ state: 'running', currentStepNumber: 1 });
    expect((await t.approvalsOf(t.manager1)).some((a) => a.requestId === request.id)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { readyQuiz, START, ANSWER, FINISH } from './quizzes-fixture.ts';
import { BUILD, FORM_USER, SUBMIT } from './forms-fixture.ts';
import {
  CANCEL_REQUEST,
  HAND_OVER,
  MY_NOTIFICATIONS,
  MY_PERMISSIONS,
  PANEL_DECIDE,
  PANEL_REQUEST,
  PANEL_REQUESTS,
  requestsTenant,
  type RequestView,
} from './requests-fixture.ts';

/** What administrators do with requests in flight ('Süreçler'), the approval link, forms and quizzes. */
describe('requests on the panel', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof requestsTenant>>;
  const list = async (p: Record<string, unknown> = {}) =>
    (await t.call<RequestView[]>(PANEL_REQUESTS, { p: { pageSize: 100, ...p } })).data;
  const one = async (id: number) => (await t.call<RequestView>(PANEL_REQUEST, { id })).data;
  const post = async (route: string, body: Record<string, unknown>, lang = 'tr') => {
    const response = await fetch(`${server.url}/api/Approval/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      isSuccess: boolean;
      message: string | null;
      data: Record<string, unknown>;
    };
  };

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await requestsTenant(server);
  });
  afterAll(() => server.stop());

  it('lists a request with nobody to ask first, stuck with its reason; handing it to a user moves it on', async () => {
    const loner = await t.person();
    const waiting = await t.askLeave(await t.leaveType('Yönetici izni', 'Yönetici onayı'));
    const stuck = await t.askLeave(await t.leaveType('Yalnız izin', 'Yönetici onayı'), loner);
    const running = await list();
    expect(running[0]).toMatchObject({ subjectId: stuck, stuckReason: 'NoApprovers' });
    expect(running[0]?.stuckMessage).toContain('Onay verecek kimse yok');
    expect(running.map((r) => r.subjectId)).toContain(waiting);
    const request = running[0] as RequestView;
    const noReason = await t.call(HAND_OVER, {
      i: { requestId: request.id, userId: t.hr1.userId, reason: ' ' },
    });
    expect(noReason.isSuccess).toBe(false);
    expect(
      await t.call(HAND_OVER, {
        i: { requestId: request.id, userId: t.hr1.userId, reason: 'Yöneticisi yok' },
      }),
    ).toMatchObject({ isSuccess: true });
    const [asked] = (await t.approvalsOf(t.hr1)).filter((a) => a.requestId === request.id);
    expect(asked?.viaName).toBe('Devredildi');
    await t.decide(t.hr1, asked!, 'Onayla');
    const done = await one(request.id);
    expect(done).toMatchObject({ state: 'approved', stuckReason: null });
    expect(done.trail.find((e) => e.event === 'handover')?.text).toContain('Yöneticisi yok');
  });

  it('hands a waiting approval to another user, who decides on behalf of the first', async () => {
    const id = await t.askLeave(await t.leaveType('Devirli izin', 'Yönetici onayı'));
    const request = (await list()).find((r) => r.subjectId === id && r.kind === 'leave') as RequestView;
    const approval = request.waitingOn[0];
    expect(approval?.user.id).toBe(t.manager1.userId);
    const same = await t.call(HAND_OVER, {
      i: { requestId: request.id, approvalId: approval?.id, userId: t.requester.userId, reason: 'x' },
    });
    expect(same.message).toBe('Talep sahibi kendi talebini onaylayamaz.');
    await t.call(HAND_OVER, {
      i: { requestId: request.id, approvalId: approval?.id, userId: t.hr2.userId, reason: 'İzinde' },
    });
    expect((await t.approvalsOf(t.manager1)).some((a) => a.requestId === request.id)).toBe(false);
    const [handed] = (await t.approvalsOf(t.hr2)).filter((a) => a.requestId === request.id);
    expect(handed?.forUser?.id).toBe(t.manager1.userId);
    await t.decide(t.hr2, handed!, 'Onayla');
    const trail = (await one(request.id)).trail;
    expect(trail.find((e) => e.event === 'decision')?.text).toMatch(/adına/);
  });

  it('decides from the panel on behalf of an approver, and cancels with a reason the requester reads', async () => {
    const type = await t.leaveType('Panel izni', 'Yönetici onayı');
    const decided = await t.askLeave(type);
    const request = (await list()).find((r) => r.subjectId === decided && r.kind === 'leave') as RequestView;
    const command = (name: string) => request.commands.find((c) => c.name === name)?.id;
    const bare = await t.call(PANEL_DECIDE, {
      i: { requestId: request.id, commandTypeId: command('Reddet') },
    });
    expect(bare.message).toBe('Red için açıklama zorunludur');
    const answer = await t.call(PANEL_DECIDE, {
      i: { requestId: request.id, commandTypeId: command('Reddet'), description: 'Kadro dolu' },
    });
    expect(answer).toMatchObject({ isSuccess: true, data: { state: 'rejected' } });
    const after = await one(request.id);
    expect(after.approvals[0]).toMatchObject({
      user: { id: t.manager1.userId },
      decidedBy: { fullName: 'Pano Admin' },
    });
    // naming nobody, the administrator decides in their own name: the trail says so, no one's "adına"
    const own = after.trail.find((e) => e.event === 'decision')?.text ?? '';
    expect(own).toContain('Pano Admin');
    expect(own).not.toMatch(/adına/);
    // naming the approver, on their behalf
    const behalf = await t.askLeave(type);
    const named = (await list()).find((r) => r.subjectId === behalf && r.kind === 'leave') as RequestView;
    const approve = named.commands.find((c) => c.name === 'Onayla')?.id;
    await t.call(PANEL_DECIDE, {
      i: { requestId: named.id, commandTypeId: approve, approvalId: named.waitingOn[0]?.id },
    });
    const forManager = (await one(named.id)).trail.find((e) => e.event === 'decision')?.text ?? '';
    expect(forManager).toMatch(/^Pano Admin \(.+ adına\)/);
    const cancelled = await t.askLeave(type);
    const target = (await list()).find((r) => r.subjectId === cancelled && r.kind === 'leave') as RequestView;
    expect(
      await t.call(CANCEL_REQUEST, { i: { requestId: target.id, reason: 'Yanlış tarih' } }),
    ).toMatchObject({ isSuccess: true });
    const again = await t.call(CANCEL_REQUEST, { i: { requestId: target.id, reason: 'tekrar' } }, 'en');
    expect(again.message).toBe('This request has ended and can no longer change.');
    const mine = await t.portal<{ id: number; statusId: number }[]>(t.requester, MY_PERMISSIONS);
    expect(mine.data.find((p) => p.id === cancelled)?.statusId).toBe(4);
    const told = await t.portal<{ body: string }[]>(t.requester, MY_NOTIFICATIONS, {}, 'en');
    expect(told.data[0]?.body).toMatch(/^Your request was cancelled: Panel izni .* \(Yanlış tarih\)$/);
    // the panel's notifications dialog reads it in the administrator's language too
    const dialog = await t.call<{ body: string }[]>(
      'query($p: NotificationPagerModel) { notifications(notificationPagerModel: $p) { data { body } } }',
      { p: { userId: t.requester.userId, pageSize: 1 } },
      'en',
    );
    expect(dialog.data[0]?.body).toBe(told.data[0]?.body);
    expect((await list({ state: 'cancelled' })).map((r) => r.id)).toContain(target.id);
    expect((await list({ kind: 'form' })).length).toBe(0);
  });

  it("opens a confirmation from the approval's link and decides only on the second call, once", async () => {
    const id = await t.askLeave(await t.leaveType('Bağlantılı izin', 'Yönetici onayı'));
    const notices = await t.portal<{ body: string; link: string | null }[]>(
      t.manager1,
      '{ myNotifications(pagerModel: { pageSize: 5 }) { data { body link } } }',
    );
    const link = new URL((notices.data[0]?.link ?? '').replace('/#/', '/'));
    expect(link.pathname).toBe('/onay');
    const params = { tag: link.searchParams.get('tag'), token: link.searchParams.get('token') };
    const shown = await post('GetApprovalLink', params);
    expect(shown).toMatchObject({ isSuccess: true, data: { approverFullName: expect.any(String) } });
    expect(shown.data.summary).toContain('Bağlantılı izin');
    const commands = shown.data.commands as { id: number; name: string }[];
    // looking twice changes nothing
    expect((await post('GetApprovalLink', params)).isSuccess).toBe(true);
    const approve = commands.find((c) => c.name === 'Onayla')?.id;
    expect(await post('DecideApprovalLink', { ...params, commandTypeId: approve })).toMatchObject({
      isSuccess: true,
      data: { state: 'approved' },
    });
    const spent = await post('DecideApprovalLink', { ...params, commandTypeId: approve }, 'en');
    expect(spent).toMatchObject({
      isSuccess: false,
      message: 'This approval link is invalid, has expired or was already used.',
    });
    expect((await post('GetApprovalLink', { ...params, token: 'x'.repeat(43) })).isSuccess).toBe(false);
    // a token no link could carry is the same invalid link, named as one (not an invitation's "Davet")
    for (const token of ['kısa', 'x'.repeat(201)]) {
      const refused = await post('GetApprovalLink', { ...params, token });
      expect(refused).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
      expect(refused.message).toBe('Bu onay bağlantısı geçersiz, süresi dolmuş ya da zaten kullanılmış.');
    }
    expect((await t.requestOf(t.requester, id)).state).toBe('approved');
  });

  it("runs a form submission's role workflow and a quiz result's range workflow", async () => {
    const formId = await t.made('Form', { name: 'İzin dışı talep' });
    await t.made('FormRole', {
      formId,
      roleId: t.role('Personel'),
      workflowId: t.workflow('Yönetici onayı'),
    });
    await t.call(BUILD, {
      i: { formId, categories: [{ name: 'Genel', items: [{ name: 'Konu', formElementId: 1 }] }] },
    });
    const form = await t.portal<{ categories: { items: { id: number }[] }[] }>(
      t.requester,
      'query($i: MyFormInput!) { myForm(inputModel: $i) { data { categories { items { id } } } } }',
      { i: { formId } },
    );
    const item = form.data.categories[0]?.items[0]?.id;
    const submitted = await t.portal<{ id: number }>(t.requester, SUBMIT, {
      i: { formId, answers: [{ formItemId: item, value: 'Yeni monitör' }] },
    });
    const [approval] = (await t.approvalsOf(t.manager1)).filter((a) => a.kind === 'form');
    expect(approval?.summary).toBe('İzin dışı talep');
    await t.decide(t.manager1, approval!, 'Onayla', 'Alınsın');
    const detail = await t.call<{
      status: { id: number };
      approvals: { commandType: { name: string } | null; description: string | null }[];
    }>(FORM_USER, { id: submitted.data.id });
    expect(detail.data).toMatchObject({
      status: { id: 2 },
      approvals: [{ commandType: { name: 'Onayla' }, description: 'Alınsın' }],
    });

    const quiz = await readyQuiz(t, 'Süreç quizi', 30);
    const started = await t.portal<{ attemptId: number }>(t.requester, START, { i: { quizId: quiz.quizId } });
    const attemptId = started.data.attemptId;
    await t.portal(t.requester, ANSWER, {
      i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
    });
    await t.portal(t.requester, ANSWER, {
      i: { attemptId, quizQuestionId: quiz.multiple, answerIds: [quiz.a.two, quiz.a.three] },
    });
    await t.portal(t.requester, FINISH, { i: { attemptId } });
    const quizRequest = await t.requestOf(t.requester, attemptId, 'quiz');
    expect(quizRequest).toMatchObject({
      kind: 'quiz',
      state: 'running',
      summary: 'Süreç quizi · 2 / 2 puan',
    });
  });
});

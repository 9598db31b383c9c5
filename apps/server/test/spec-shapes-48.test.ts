import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/kernel/clock.ts';
import { permissions } from '../src/db/tenant/leave.table.ts';
import { TestServer } from './harness.ts';
import { ANSWER, CURRENT, FINISH, MY_QUIZZES, quizTenant, readyQuiz, START } from './quizzes-fixture.ts';

const ENVELOPE = 'isSuccess message messages { code message }';
const MINUTE = 60_000;

/**
 * Issue 48 §3, "the spec's shapes": what a client written from the spec sends and reads, in the spec's own
 * operation, argument and field names (spec 000, 001, 002 §3 and §7), cases 21–27.
 */
describe("the spec's shapes (issue 48 §3)", () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof quizTenant>>;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    server = await TestServer.start();
    server.server.services.clock = clock;
    t = await quizTenant(server);
  });
  afterAll(() => server.stop());

  it('21. createQuiz / updateQuiz take totalMinutes 0 (minimum 0): no time limit on the panel, the portal and the attempt', async () => {
    const quizTypeId = await t.made('QuizType', { name: 'Süresiz tip' });
    const created = await t.call<{ id: number }>(
      `mutation { createQuiz(inputModel: { name: "Süresiz anket", quizTypeId: ${quizTypeId}, totalMinutes: 0 }) { ${ENVELOPE} data { id } } }`,
    );
    expect(created).toMatchObject({ isSuccess: true });
    const updated = await t.call(
      `mutation { updateQuiz(inputModel: { id: ${created.data.id}, name: "Süresiz anket 2", quizTypeId: ${quizTypeId}, totalMinutes: 0 }) { ${ENVELOPE} data { id } } }`,
    );
    expect(updated).toMatchObject({ isSuccess: true });
    const listed = await t.call<{ name: string; totalMinutes: number }[]>(
      `{ quizzes(pagerModel: { pageSize: 5, pageNumber: 1, isActive: true, quizTypeId: ${quizTypeId} }) { ${ENVELOPE} totalItemCount data { name totalMinutes } } }`,
    );
    expect(listed.data).toEqual([{ name: 'Süresiz anket 2', totalMinutes: 0 }]);
    // below 0 is still refused
    const negative = await t.call(
      `mutation { createQuiz(inputModel: { name: "Eksi", quizTypeId: ${quizTypeId}, totalMinutes: -1 }) { ${ENVELOPE} } }`,
    );
    expect(negative).toMatchObject({ isSuccess: false, message: 'Toplam dakika: En az 0 olabilir' });

    // a ready quiz set to 0 minutes: the portal shows 0, the attempt has no deadline and never times out
    const quiz = await readyQuiz(t, 'Sınırsız', 10);
    const unlimited = await t.call(
      `mutation { updateQuiz(inputModel: { id: ${quiz.quizId}, name: "Sınırsız", quizTypeId: ${quiz.quizTypeId}, totalMinutes: 0 }) { ${ENVELOPE} } }`,
    );
    expect(unlimited).toMatchObject({ isSuccess: true });
    const employee = await t.employee('Personel');
    const mine = await t.portal<{ id: number; totalMinutes: number }[]>(employee, MY_QUIZZES);
    expect(mine.data).toContainEqual(expect.objectContaining({ id: quiz.quizId, totalMinutes: 0 }));
    const started = await t.portal<{
      attemptId: number;
      deadline: string | null;
      secondsLeft: number | null;
    }>(employee, START, { i: { quizId: quiz.quizId } });
    expect(started).toMatchObject({ isSuccess: true, data: { deadline: null, secondsLeft: null } });
    const attemptId = started.data.attemptId;
    clock.advance(3 * 24 * 60 * MINUTE); // three days later, well past any limit a quiz can have
    expect(
      await t.portal(employee, ANSWER, {
        i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
      }),
    ).toMatchObject({ isSuccess: true });
    expect((await t.portal(employee, CURRENT)).data).toMatchObject({ attemptId, secondsLeft: null });
    const finished = await t.portal(employee, FINISH, { i: { attemptId } });
    expect(finished).toMatchObject({ isSuccess: true, data: { isCompleted: true, score: 1 } });
  });

  it('22. permissions { data { type { name } } } answers the leave type, beside permissionType', async () => {
    const typeId = (
      await t.call<{ id: number }>(
        `mutation { createPermissionType(inputModel: { name: "Yıllık izin", code: "" }) { ${ENVELOPE} data { id } } }`,
      )
    ).data.id;
    const employee = await t.employee('Personel');
    await server.server.services.tenants.withTenant(t.tenant.tag, (db) =>
      db.insert(permissions).values({
        userId: employee.userId,
        permissionTypeId: typeId,
        startDate: '2026-03-09',
        endDate: '2026-03-10',
        dayCount: 2,
        description: 'Tatil',
      }),
    );
    const listed = await t.call<unknown[]>(
      `query($p: PermissionPagerModel) { permissions(pagerModel: $p) { ${ENVELOPE} totalItemCount data { user { name surname } type { name } status { name } description startDate endDate createTime permissionType { name } } } }`,
      { p: { pageSize: 5, pageNumber: 1 } },
    );
    expect(listed).toMatchObject({ isSuccess: true, totalItemCount: 1 });
    expect(listed.data[0]).toMatchObject({
      type: { name: 'Yıllık izin' },
      permissionType: { name: 'Yıllık izin' },
      description: 'Tatil',
      startDate: '2026-03-09',
      endDate: '2026-03-10',
    });
  });

  it("23. getOrientation { orientationInformationId } answers the record's detail: description, user, responsibleUser, isCompleted, orientationInformation", async () => {
    const GET = `query($id: Int!) { getOrientation(orientationInformationId: $id) { ${ENVELOPE} data { id name description user { name surname } responsibleUser { name surname } isCompleted orientationInformation { id name description } } } }`;
    const orientation = (
      await t.call<{ id: number }>(
        `mutation { createOrientation(inputModel: { name: "Yeni başlayanlar", description: "İlk hafta" }) { ${ENVELOPE} data { id } } }`,
      )
    ).data.id;
    const empty = await t.call<Record<string, unknown>>(GET, { id: orientation });
    expect(empty.data).toMatchObject({
      id: orientation,
      name: 'Yeni başlayanlar',
      description: 'İlk hafta',
      user: null,
      responsibleUser: null,
      isCompleted: null,
      orientationInformation: { id: orientation, name: 'Yeni başlayanlar', description: 'İlk hafta' },
    });
    const newcomer = await t.employee('Personel');
    const mentor = await t.employee('Personel');
    const names = async (id: number) =>
      (await t.call<{ name: string; surname: string }>(`{ user(id: ${id}) { data { name surname } } }`)).data;
    const added = await t.call(
      `mutation($i: OrientationUserCreateInput!) { createOrientationUser(inputModel: $i) { ${ENVELOPE} data { id } } }`,
      {
        i: {
          orientationInformationId: orientation,
          userId: newcomer.userId,
          responsibleUserId: mentor.userId,
          description: 'Hoş geldin',
        },
      },
    );
    expect(added).toMatchObject({ isSuccess: true });
    const read = await t.call<Record<string, unknown>>(GET, { id: orientation });
    expect(read.data).toMatchObject({
      description: 'İlk hafta',
      user: await names(newcomer.userId),
      responsibleUser: await names(mentor.userId),
      isCompleted: false,
      orientationInformation: { id: orientation, name: 'Yeni başlayanlar' },
    });
  });

  it("24. disciplineWorkflows { data { type } } answers 'REQUEST'; the dialog's number is sent as type and read as typeId", async () => {
    const created = await t.call<{ id: number }>(
      `mutation { createDisciplineWorkflow(inputModel: { roleId: ${t.role('Editor')}, workflowId: ${t.workflowId}, type: 1 }) { ${ENVELOPE} data { id } } }`,
    );
    expect(created).toMatchObject({ isSuccess: true });
    const defence = await t.call<{ id: number }>(
      `mutation { createDisciplineWorkflow(inputModel: { roleId: ${t.role('Editor')}, workflowId: ${t.workflowId}, type: 2 }) { ${ENVELOPE} data { id } } }`,
    );
    expect(defence).toMatchObject({ isSuccess: true });
    const listed = await t.call<{ id: number; type: string; typeId: number }[]>(
      `{ disciplineWorkflows(pagerModel: { pageSize: 5, pageNumber: 1 }) { ${ENVELOPE} totalItemCount data { id roleId workflowId type typeId } } }`,
    );
    expect(listed.data).toEqual([
      expect.objectContaining({ id: created.data.id, type: 'REQUEST', typeId: 1 }),
      expect.objectContaining({ id: defence.data.id, type: 'DEFENCE_RESULT', typeId: 2 }),
    ]);
    // the pager still filters by the number
    const requests = await t.call<{ type: string }[]>(
      '{ disciplineWorkflows(pagerModel: { type: 1 }) { data { type } } }',
    );
    expect(requests.data).toEqual([{ type: 'REQUEST' }]);
    const single = await t.call<{ type: string }>(
      `{ disciplineWorkflow(id: ${defence.data.id}) { data { type } } }`,
    );
    expect(single.data).toEqual({ type: 'DEFENCE_RESULT' });
  });

  it('25. createNotificationOperation { notificationType: 1 } says the only value is PUSH (3)', async () => {
    const items = await t.call<{ id: number }[]>(
      `{ workflowItems(workFlowItemPagerModel: { workflowId: ${t.workflowId}, pageSize: 10, pageNumber: 1 }) { data { id } } }`,
    );
    const workflowItemId = items.data[0]?.id ?? 0;
    const send = (notificationType: number, lang: 'tr' | 'en') =>
      t.call(
        `mutation { createNotificationOperation(inputModel: { workflowItemId: ${workflowItemId}, notificationType: ${notificationType}, subject: "Konu", body: "Metin" }) { ${ENVELOPE} data { id } } }`,
        {},
        lang,
      );
    expect(await send(1, 'tr')).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'Validation' }],
      message: 'Bildirim tipi: Tek geçerli değer PUSH (3); başka bildirim tipi yok',
    });
    expect(await send(4, 'en')).toMatchObject({
      isSuccess: false,
      message: 'Notification type: The only value is PUSH (3); there is no other notification type',
    });
  });

  it("27. configs: a setting not yet stored answers its description in the reader's language, not its key", async () => {
    const CONFIGS = `{ configs(pagerModel: { pageSize: 1000, pageNumber: 1 }) { ${ENVELOPE} data { id parentId name description value } } }`;
    type Setting = { id: number | null; parentId: number; name: string; description: string };
    const read = async (lang: 'tr' | 'en') =>
      new Map((await t.call<Setting[]>(CONFIGS, {}, lang)).data.map((s) => [s.name, s]));
    const tr = await read('tr');
    expect(tr.get('loginMethod')).toMatchObject({
      id: null,
      description: 'Çalışanların mobil uygulamaya hangi bilgiyle giriş yapacağı',
    });
    expect((await read('en')).get('loginMethod')).toMatchObject({
      id: null,
      description: 'What employees sign in to the mobile app with',
    });
    for (const setting of tr.values()) expect(setting.description).not.toBe(setting.name);
    // stored, it says the same
    const parentId = tr.get('passwordSendMethod')?.parentId;
    const set = await t.call(
      `mutation { setConfig(config: { parentId: ${String(parentId)}, value: "sms" }) { ${ENVELOPE} data { id } } }`,
    );
    expect(set).toMatchObject({ isSuccess: true });
    expect((await read('en')).get('passwordSendMethod')).toMatchObject({
      value: 'sms',
      description: 'How new passwords reach employees',
    });
  });
});

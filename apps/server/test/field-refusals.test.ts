import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { quizTenant, readyQuiz } from './quizzes-fixture.ts';

/** Issue 26 §1.3: a refusal that concerns a field names it (`field`), so the panel shows it there. */
const FIELDS = 'isSuccess message messages { code message field } data { id }';
const create = (type: string) =>
  `mutation($i: ${type}CreateInput!) { create${type}(inputModel: $i) { ${FIELDS} } }`;

describe('refusals that concern a field name it, in the caller’s language', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof quizTenant>>;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await quizTenant(server);
  });
  afterAll(() => server.stop());

  it('an e-mail another user has: Conflict on email, saying so', async () => {
    const user = {
      roleId: t.role('Personel'),
      name: 'Ayşe',
      surname: 'Tek',
      email: 'ayse.tek@x.test',
    };
    const departments = await t.call<{ id: number }[]>(
      '{ departments(pagerModel: { pageSize: 1 }) { data { id } } }',
    );
    const departmentId = departments.data[0]?.id;
    expect((await t.call(create('User'), { i: { ...user, departmentId } })).isSuccess).toBe(true);
    const twin = { ...user, departmentId, name: 'Başka', email: 'AYSE.TEK@x.test' };
    for (const [lang, message] of [
      ['tr', 'Bu e-posta başka bir kullanıcıda kayıtlı.'],
      ['en', 'This e-mail belongs to another user.'],
    ] as const) {
      expect(await t.call(create('User'), { i: twin }, lang)).toMatchObject({
        isSuccess: false,
        message,
        messages: [{ code: 'Conflict', message, field: 'email' }],
      });
    }
  });

  it('a role already on a type, a taken role name: roleId and name', async () => {
    const quizTypeId = await t.made('QuizType', { name: 'Alan tipi' });
    const link = { quizTypeId, roleId: t.role('Personel'), workflowId: t.workflowId };
    expect((await t.call(create('QuizTypeRole'), { i: link })).isSuccess).toBe(true);
    expect(await t.call(create('QuizTypeRole'), { i: link }, 'en')).toMatchObject({
      messages: [{ field: 'roleId', message: 'Role: This value is already used' }],
    });
    expect(await t.call(create('Role'), { i: { name: 'personel', level: 1 } })).toMatchObject({
      messages: [{ field: 'name', message: 'Ad: Bu değer zaten kullanılıyor' }],
    });
  });

  it('a manager twice, a member twice (unique indexes): Conflict naming the field', async () => {
    const users = await t.call<{ id: number }[]>(
      '{ users(userPagerModel: { pageSize: 2 }) { data { id } } }',
    );
    const [userId, managerId] = users.data.map((u) => u.id);
    const manager = { userId, managerId, level: 1 };
    expect((await t.call(create('UserManager'), { i: manager })).isSuccess).toBe(true);
    expect(await t.call(create('UserManager'), { i: { ...manager, level: 2 } }, 'en')).toMatchObject({
      messages: [
        { code: 'Conflict', field: 'managerId', message: "This person is already this user's manager." },
      ],
    });
  });

  it('overlapping score ranges and a second true answer name minScore and isTrue', async () => {
    const quiz = await readyQuiz(t, 'Alanlar', 10);
    const range = {
      quizId: quiz.quizId,
      roleId: t.role('Personel'),
      statusId: t.passed,
      workflowId: t.workflowId,
    };
    expect(
      await t.call(create('QuizResultScoreRange'), { i: { ...range, minScore: 1, maxScore: 2 } }),
    ).toMatchObject({
      messages: [{ code: 'Validation', field: 'minScore' }],
    });
    expect(
      await t.call(create('QuizQuestionAnswer'), {
        i: { quizQuestionId: quiz.single, answer: 'Bursa', isTrue: true },
      }),
    ).toMatchObject({ messages: [{ code: 'Validation', field: 'isTrue' }] });
  });
});

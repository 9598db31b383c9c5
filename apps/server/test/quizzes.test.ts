import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/kernel/clock.ts';
import { TestServer } from './harness.ts';
import {
  ANSWER,
  CURRENT,
  deleteOp,
  FINISH,
  MY_ATTEMPTS,
  MY_QUIZZES,
  quizTenant,
  readyQuiz,
  START,
} from './quizzes-fixture.ts';

interface Sheet {
  attemptId: number;
  deadline: string | null;
  secondsLeft: number | null;
  questions: { quizQuestionId: number; name: string; answers: { id: number; answer: string }[] }[];
}
interface Result {
  id: number;
  score: number;
  maxScore: number;
  statusName: string | null;
  isCompleted: boolean;
  finishedAt: string | null;
  deadline: string | null;
}

const MINUTE = 60_000;
const PANEL_ATTEMPTS = `query($p: QuizAttemptPagerModel) { quizAttempts(pagerModel: $p) { isSuccess totalItemCount data { id score maxScore finishedAt deadline user { fullName } status { name } state { id name } } } }`;

describe('quizzes: the employee taking a quiz on the portal, and its attempts on the panel', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof quizTenant>>;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    server = await TestServer.start();
    server.server.services.clock = clock;
    t = await quizTenant(server);
  });
  afterAll(() => server.stop());

  it('lets an employee take a quiz open to their role: no true answers, scored, the range status recorded', async () => {
    const quiz = await readyQuiz(t, 'Genel kültür', 10);
    const editorOnly = await readyQuiz(t, 'Editör quizi', 10, 'Editor');
    const employee = await t.employee('Personel');
    const open = await t.portal<{ id: number; name: string; totalMinutes: number }[]>(employee, MY_QUIZZES);
    expect(open.data.map((q) => q.name)).toContain('Genel kültür');
    expect(open.data.map((q) => q.name)).not.toContain('Editör quizi');
    const closed = await t.portal(employee, START, { i: { quizId: editorOnly.quizId } });
    expect(closed).toMatchObject({ isSuccess: false, message: 'Bu quiz rolünüze açık değil.' });

    const raw = await server.graphql(
      START,
      { i: { quizId: quiz.quizId } },
      { token: employee.token, service: 'portal' },
    );
    expect(JSON.stringify(raw.body)).not.toMatch(/isTrue|true answer/i);
    const started = Object.values(raw.body.data ?? {})[0] as unknown as { data: Sheet };
    const sheet = started.data;
    expect(sheet.secondsLeft).toBe(600);
    expect(sheet.deadline).toBe(new Date(clock.now().getTime() + 10 * MINUTE).toISOString());
    // each attempt shows the answers in an order of its own (test/quizzes-attempt.test.ts)
    expect(sheet.questions.map((q) => q.answers.map((a) => a.answer).sort())).toEqual([
      ['Ankara', 'İstanbul'],
      ['2', '3', '4'],
    ]);
    const truthField = await server.graphql(
      `mutation { startQuiz(inputModel: { quizId: ${quiz.quizId} }) { data { questions { answers { isTrue } } } } }`,
      {},
      { token: employee.token, service: 'portal' },
    );
    expect(truthField.body.errors?.[0]?.message).toContain('isTrue');

    const again = await t.portal(employee, START, { i: { quizId: quiz.quizId } });
    expect(again).toMatchObject({
      isSuccess: false,
      message: 'Devam eden bir quiziniz var; önce onu bitirin.',
    });
    const attemptId = sheet.attemptId;
    const foreign = await t.portal(employee, ANSWER, {
      i: { attemptId, quizQuestionId: editorOnly.single, answerIds: [editorOnly.a.ankara] },
    });
    expect(foreign).toMatchObject({ isSuccess: false, message: 'Bu soru bu quizde yok.' });
    const wrongQuestion = await t.portal(employee, ANSWER, {
      i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.two] },
    });
    expect(wrongQuestion).toMatchObject({ isSuccess: false, message: 'Bu cevap bu soruya ait değil.' });
    const both = await t.portal(employee, ANSWER, {
      i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara, quiz.a.istanbul] },
    });
    expect(both).toMatchObject({
      isSuccess: false,
      message: 'Tek seçimli bir soruya yalnızca bir cevap verilebilir.',
    });
    // another employee cannot answer or finish my attempt
    const other = await t.employee('Personel');
    expect(await t.portal(other, FINISH, { i: { attemptId } })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'NotFound' }],
    });

    // answering replaces the earlier choice: İstanbul, then Ankara; the multiple-choice one only half right
    expect(
      await t.portal(employee, ANSWER, {
        i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.istanbul] },
      }),
    ).toMatchObject({ isSuccess: true });
    expect(
      await t.portal(employee, ANSWER, {
        i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
      }),
    ).toMatchObject({ isSuccess: true });
    expect(
      await t.portal(employee, ANSWER, {
        i: { attemptId, quizQuestionId: quiz.multiple, answerIds: [quiz.a.two] },
      }),
    ).toMatchObject({ isSuccess: true });
    clock.advance(3 * MINUTE);
    const finished = await t.portal<Result>(employee, FINISH, { i: { attemptId } });
    expect(finished.data).toMatchObject({
      score: 1,
      maxScore: 2,
      statusName: 'Başarısız',
      isCompleted: true,
    });
    expect(finished.data.finishedAt).toBe(clock.now().toISOString());
    expect(await t.portal(employee, FINISH, { i: { attemptId } })).toMatchObject({
      isSuccess: false,
      message: 'Bu quiz denemesi bitti.',
    });

    // a second attempt, all right: the passed range
    const retry = await t.portal<Sheet>(employee, START, { i: { quizId: quiz.quizId } });
    const id = retry.data.attemptId;
    await t.portal(employee, ANSWER, {
      i: { attemptId: id, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
    });
    await t.portal(employee, ANSWER, {
      i: { attemptId: id, quizQuestionId: quiz.multiple, answerIds: [quiz.a.three, quiz.a.two] },
    });
    const passed = await t.portal<Result>(employee, FINISH, { i: { attemptId: id } }, 'en');
    expect(passed.data).toMatchObject({ score: 2, maxScore: 2, statusName: 'Başarılı' });

    const panel = await t.call<
      { score: number; user: { fullName: string }; status: { name: string }; state: { name: string } }[]
    >(PANEL_ATTEMPTS, { p: { quizId: quiz.quizId } });
    expect(panel.data.map((a) => [a.score, a.status.name, a.state.name])).toEqual([
      [2, 'Başarılı', 'Bitti'],
      [1, 'Başarısız', 'Bitti'],
    ]);
    // the attempts outlive deletes: an answered question stays, the quiz is made passive instead
    const gone = await t.call(deleteOp('QuizQuestion'), { id: quiz.single });
    expect(gone).toMatchObject({ isSuccess: false, messages: [{ code: 'InUse' }] });
    expect(await t.call(deleteOp('Quiz'), { id: quiz.quizId })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'InUse' }],
    });
    const unanswered = await t.call(deleteOp('QuizQuestionAnswer'), { id: quiz.a.four });
    expect(unanswered.isSuccess).toBe(true);
  });

  it('keeps the clock on the server: a late answer is refused and an unfinished attempt closes at its limit', async () => {
    const quiz = await readyQuiz(t, 'Süreli quiz', 5);
    const employee = await t.employee('Personel');
    const started = await t.portal<Sheet>(employee, START, { i: { quizId: quiz.quizId } });
    const attemptId = started.data.attemptId;
    const deadline = new Date(clock.now().getTime() + 5 * MINUTE).toISOString();
    clock.advance(4 * MINUTE + 59_000);
    expect(
      await t.portal(employee, ANSWER, {
        i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
      }),
    ).toMatchObject({ isSuccess: true });
    const resumed = await t.portal<{
      attemptId: number;
      secondsLeft: number;
      questions: { quizQuestionId: number; chosenAnswerIds: number[] }[];
    }>(employee, CURRENT);
    expect(resumed.data).toMatchObject({ attemptId, secondsLeft: 1 });
    expect(resumed.data.questions.map((q) => q.chosenAnswerIds)).toEqual([[quiz.a.ankara], []]);
    clock.advance(2_000);
    const late = await t.portal(
      employee,
      ANSWER,
      { i: { attemptId, quizQuestionId: quiz.multiple, answerIds: [quiz.a.two, quiz.a.three] } },
      'en',
    );
    expect(late).toMatchObject({
      isSuccess: false,
      message: 'The time for this quiz is up; your answer was not saved.',
    });
    expect((await t.portal(employee, CURRENT)).data).toBeNull();
    const mine = await t.portal<Result[]>(employee, MY_ATTEMPTS);
    expect(mine.data[0]).toMatchObject({
      isCompleted: true,
      score: 1,
      maxScore: 2,
      statusName: 'Başarısız',
      finishedAt: deadline,
    });

    // nobody finishes this one: the panel sees it closed at its deadline with the answers it had
    const second = await t.employee('Personel');
    const running = await t.portal<Sheet>(second, START, { i: { quizId: quiz.quizId } });
    await t.portal(second, ANSWER, {
      i: { attemptId: running.data.attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
    });
    await t.portal(second, ANSWER, {
      i: {
        attemptId: running.data.attemptId,
        quizQuestionId: quiz.multiple,
        answerIds: [quiz.a.two, quiz.a.three],
      },
    });
    const before = await t.call<{ id: number; state: { id: number }; finishedAt: string | null }[]>(
      PANEL_ATTEMPTS,
      { p: { quizId: quiz.quizId } },
    );
    expect(before.data.find((a) => a.id === running.data.attemptId)?.state.id).toBe(1);
    clock.advance(6 * MINUTE);
    const after = await t.call<
      {
        id: number;
        score: number;
        finishedAt: string;
        deadline: string;
        status: { name: string };
        state: { name: string };
      }[]
    >(PANEL_ATTEMPTS, { p: { quizId: quiz.quizId } }, 'en');
    const closed = after.data.find((a) => a.id === running.data.attemptId);
    expect(closed).toMatchObject({ score: 2, status: { name: 'Başarılı' }, state: { name: 'Time up' } });
    expect(closed?.finishedAt).toBe(closed?.deadline);
    const result = await t.portal<Result[]>(second, MY_ATTEMPTS);
    expect(result.data[0]).toMatchObject({ isCompleted: true, score: 2, statusName: 'Başarılı' });
    expect(result.data[0]?.finishedAt).toBe(result.data[0]?.deadline);
    // a new attempt may start once the last one closed itself
    expect((await t.portal(second, START, { i: { quizId: quiz.quizId } })).isSuccess).toBe(true);
  });

  it('lets only one of two starts sent at once through, and keeps the attempts of a deleted user', async () => {
    const quiz = await readyQuiz(t, 'Aynı anda', 10);
    const employee = await t.employee('Personel');
    const both = await Promise.all([
      t.portal(employee, START, { i: { quizId: quiz.quizId } }),
      t.portal(employee, START, { i: { quizId: quiz.quizId } }),
    ]);
    expect(both.filter((answer) => answer.isSuccess)).toHaveLength(1);
    expect(both.find((answer) => !answer.isSuccess)?.message).toBe(
      'Devam eden bir quiziniz var; önce onu bitirin.',
    );
    const attempt = (both.find((answer) => answer.isSuccess)?.data as Sheet).attemptId;
    await t.portal(employee, FINISH, { i: { attemptId: attempt } });
    // an answer an attempt chose stays; the user is deactivated, not deleted, and the result stays
    const chosen = await t.portal(employee, START, { i: { quizId: quiz.quizId } });
    const second = (chosen.data as Sheet).attemptId;
    await t.portal(employee, ANSWER, {
      i: { attemptId: second, quizQuestionId: quiz.single, answerIds: [quiz.a.istanbul] },
    });
    await t.portal(employee, FINISH, { i: { attemptId: second } });
    expect(await t.call(deleteOp('QuizQuestionAnswer'), { id: quiz.a.istanbul })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'InUse' }],
    });
    const removed = await t.call(
      `mutation($id: Int!) { deleteUser(id: $id) { isSuccess messages { code } } }`,
      {
        id: employee.userId,
      },
    );
    expect(removed).toMatchObject({ isSuccess: true, messages: [{ code: 'Deactivated' }] });
    const results = await t.call<unknown[]>(PANEL_ATTEMPTS, { p: { quizId: quiz.quizId } });
    expect(results.totalItemCount).toBe(2);
  });

  it('keeps tenants apart: another tenant sees none of these quizzes and cannot start them', async () => {
    const quiz = await readyQuiz(t, 'Kiracı quizi', 10);
    const other = await quizTenant(server);
    const stranger = await other.employee('Personel');
    const theirs = await other.portal<unknown[]>(stranger, MY_QUIZZES);
    expect(theirs.data).toEqual([]);
    const start = await other.portal(stranger, START, { i: { quizId: quiz.quizId } });
    expect(start.isSuccess).toBe(false);
    const panel = await other.call<unknown[]>(`{ quizzes { totalItemCount } }`);
    expect(panel.totalItemCount).toBe(0);
  });
});

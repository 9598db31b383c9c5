import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/kernel/clock.ts';
import { TestServer } from './harness.ts';
import {
  ANSWER,
  CURRENT,
  deleteOp,
  FINISH,
  MY_ATTEMPTS,
  quizTenant,
  readyQuiz,
  START,
  updateOp,
} from './quizzes-fixture.ts';

interface Sheet {
  attemptId: number;
  questions: { quizQuestionId: number; name: string; answers: { id: number; answer: string }[] }[];
}
interface Current {
  attemptId: number;
  questions: { quizQuestionId: number; chosenAnswerIds: number[]; answers: { id: number }[] }[];
}

const MINUTE = 60_000;
const QUIZ = `query($id: Int!) { quiz(id: $id) { isSuccess data { id name shuffleQuestions } } }`;
/** The order a sheet shows: question ids, each with its answer ids. */
const orderOf = (questions: { quizQuestionId: number; answers: { id: number }[] }[]) =>
  JSON.stringify(questions.map((q) => [q.quizQuestionId, q.answers.map((a) => a.id)]));

/** Issue 25 §3: an attempt's sheet is shuffled for it, keeps the questions it started with and its deadline. */
describe('quiz attempts: shuffled per attempt, their own questions, the deadline judged under the lock', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof quizTenant>>;
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  /** Moves the clock while an attempt's row lock is being taken (a request queued behind another). */
  let onAttemptLock: (() => void) | undefined;

  beforeAll(async () => {
    server = await TestServer.start(
      {},
      {
        logQuery(query) {
          if (/from "quiz_attempts" .* for update$/.test(query) && onAttemptLock) {
            onAttemptLock();
            onAttemptLock = undefined;
          }
        },
      },
    );
    server.server.services.clock = clock;
    t = await quizTenant(server);
  });
  afterAll(() => server.stop());

  /** A quiz of `count` single-choice questions, each with `answers` answers, the true one typed first. */
  async function typedQuiz(name: string, count: number, answers: number, shuffleQuestions?: boolean) {
    const quizTypeId = await t.made('QuizType', { name: `${name} tipi` });
    await t.made('QuizTypeRole', { quizTypeId, roleId: t.role('Personel'), workflowId: t.workflowId });
    const quizId = await t.made('Quiz', { name, quizTypeId, totalMinutes: 60, shuffleQuestions });
    const truths: number[] = [];
    for (let q = 1; q <= count; q += 1) {
      const questionId = await t.made('Question', { name: `${name} ${q}` });
      const quizQuestionId = await t.made('QuizQuestion', { quizId, questionId, answerTypeId: 1, factor: 1 });
      for (let a = 1; a <= answers; a += 1) {
        const id = await t.made('QuizQuestionAnswer', {
          quizQuestionId,
          answer: `${q}.${a}`,
          isTrue: a === 1,
        });
        if (a === 1) truths.push(id);
      }
    }
    return { quizId, truths };
  }

  /** The orders of `times` attempts of one employee, each read again through currentQuiz. */
  async function attemptOrders(quizId: number, times: number) {
    const employee = await t.employee('Personel');
    const orders: string[] = [];
    for (let n = 0; n < times; n += 1) {
      const started = await t.portal<Sheet>(employee, START, { i: { quizId } });
      const again = await t.portal<Current>(employee, CURRENT);
      expect(orderOf(again.data.questions)).toBe(orderOf(started.data.questions));
      orders.push(orderOf(started.data.questions));
      await t.portal(employee, FINISH, { i: { attemptId: started.data.attemptId } });
    }
    return orders.map((o) => JSON.parse(o) as [number, number[]][]);
  }

  it('shuffles the answers per attempt: the same on every read of it, another order in another', async () => {
    const { quizId, truths } = await typedQuiz('Cevap sırası', 3, 4);
    const orders = await attemptOrders(quizId, 5);
    expect(new Set(orders.map((o) => JSON.stringify(o))).size).toBeGreaterThan(1);
    // the questions keep their order (the quiz does not shuffle them); the true answer is not always first
    for (const order of orders) expect(order.map(([id]) => id)).toEqual(orders[0]!.map(([id]) => id));
    const firsts = orders.flatMap((order) => order.map(([, answers]) => answers[0]));
    expect(firsts.every((id) => truths.includes(id!))).toBe(false);
    for (const order of orders)
      expect(order.map(([, answers]) => [...answers].sort((a, b) => a - b).length)).toEqual([4, 4, 4]);
  });

  it('shuffles the questions too when the quiz says so, a flag kept by updates that leave it out', async () => {
    const { quizId } = await typedQuiz('Soru sırası', 5, 1, true);
    expect((await t.call<{ shuffleQuestions: boolean }>(QUIZ, { id: quizId })).data.shuffleQuestions).toBe(
      true,
    );
    const renamed = await t.call(updateOp('Quiz'), { i: { id: quizId, name: 'Soru sırası 2' } });
    expect(renamed.isSuccess).toBe(true);
    expect((await t.call<{ shuffleQuestions: boolean }>(QUIZ, { id: quizId })).data.shuffleQuestions).toBe(
      true,
    );
    const orders = await attemptOrders(quizId, 5);
    expect(new Set(orders.map((o) => JSON.stringify(o.map(([id]) => id)))).size).toBeGreaterThan(1);
    const plain = await readyQuiz(t, 'Sırasız', 10);
    expect(
      (await t.call<{ shuffleQuestions: boolean }>(QUIZ, { id: plain.quizId })).data.shuffleQuestions,
    ).toBe(false);
    const [first] = await attemptOrders(plain.quizId, 1);
    expect(first!.map(([id]) => id)).toEqual([plain.single, plain.multiple]);
  });

  it('keeps the questions an attempt started with: one added later neither shows nor counts', async () => {
    const quiz = await readyQuiz(t, 'Sabit sorular', 10);
    const employee = await t.employee('Personel');
    const started = await t.portal<Sheet>(employee, START, { i: { quizId: quiz.quizId } });
    const attemptId = started.data.attemptId;
    const questionId = await t.made('Question', { name: 'Sonradan eklenen' });
    const late = await t.made('QuizQuestion', {
      quizId: quiz.quizId,
      questionId,
      answerTypeId: 1,
      factor: 1,
    });
    const lateTrue = await t.made('QuizQuestionAnswer', {
      quizQuestionId: late,
      answer: 'Evet',
      isTrue: true,
    });
    // a question the running attempt was given is kept: it cannot be taken away from under it
    expect(await t.call(deleteOp('QuizQuestion'), { id: quiz.single })).toMatchObject({
      isSuccess: false,
      messages: [{ code: 'InUse' }],
    });
    const current = await t.portal<Current>(employee, CURRENT);
    expect(current.data.questions.map((q) => q.quizQuestionId).sort()).toEqual(
      [quiz.single, quiz.multiple].sort(),
    );
    const extra = await t.portal(employee, ANSWER, {
      i: { attemptId, quizQuestionId: late, answerIds: [lateTrue] },
    });
    expect(extra).toMatchObject({ isSuccess: false, message: 'Bu soru bu quizde yok.' });
    await t.portal(employee, ANSWER, {
      i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
    });
    await t.portal(employee, ANSWER, {
      i: { attemptId, quizQuestionId: quiz.multiple, answerIds: [quiz.a.two, quiz.a.three] },
    });
    const finished = await t.portal<{ score: number; maxScore: number; statusName: string }>(
      employee,
      FINISH,
      {
        i: { attemptId },
      },
    );
    expect(finished.data).toMatchObject({ score: 2, maxScore: 2, statusName: 'Başarılı' });
    const next = await t.portal<Sheet>(employee, START, { i: { quizId: quiz.quizId } });
    expect(next.data.questions).toHaveLength(3);
  });

  it('judges the deadline after the attempt’s lock: an answer or a finish queued past it is refused', async () => {
    const quiz = await readyQuiz(t, 'Kilitli süre', 5);
    const employee = await t.employee('Personel');
    const started = await t.portal<Sheet>(employee, START, { i: { quizId: quiz.quizId } });
    const attemptId = started.data.attemptId;
    const deadline = new Date(clock.now().getTime() + 5 * MINUTE).toISOString();
    clock.advance(5 * MINUTE - 100);
    // the answer arrives before the deadline but gets the attempt's row only 200 ms later
    onAttemptLock = () => clock.advance(200);
    const late = await t.portal(
      employee,
      ANSWER,
      { i: { attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] } },
      'en',
    );
    expect(late).toMatchObject({
      isSuccess: false,
      message: 'The time for this quiz is up; your answer was not saved.',
    });
    const mine = await t.portal<{ isCompleted: boolean; score: number; finishedAt: string }[]>(
      employee,
      MY_ATTEMPTS,
    );
    expect(mine.data[0]).toMatchObject({ isCompleted: true, score: 0, finishedAt: deadline });

    const second = await t.portal<Sheet>(employee, START, { i: { quizId: quiz.quizId } });
    const secondDeadline = new Date(clock.now().getTime() + 5 * MINUTE).toISOString();
    await t.portal(employee, ANSWER, {
      i: { attemptId: second.data.attemptId, quizQuestionId: quiz.single, answerIds: [quiz.a.ankara] },
    });
    clock.advance(5 * MINUTE - 100);
    onAttemptLock = () => clock.advance(200);
    const finish = await t.portal(employee, FINISH, { i: { attemptId: second.data.attemptId } });
    expect(finish).toMatchObject({ isSuccess: false, message: 'Quiz süresi doldu; cevabınız kaydedilmedi.' });
    const after = await t.portal<{ id: number; score: number; finishedAt: string }[]>(employee, MY_ATTEMPTS);
    expect(after.data[0]).toMatchObject({ id: second.data.attemptId, score: 1, finishedAt: secondDeadline });
  });
});

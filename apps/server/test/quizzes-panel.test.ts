import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import {
  createOp,
  deleteOp,
  MY_ATTEMPTS,
  quizTenant,
  readyQuiz,
  START,
  updateOp,
} from './quizzes-fixture.ts';

describe('quizzes on the panel: what a quiz, its score ranges, questions and answers must be', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof quizTenant>>;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await quizTenant(server);
  });
  afterAll(() => server.stop());

  it('requires a quiz name, type and total minutes ≥ 0, and changes nothing on bad input', async () => {
    const quizTypeId = await t.made('QuizType', { name: 'Doğrulama tipi' });
    const negative = await t.call(
      createOp('Quiz'),
      { i: { name: 'Eksi', quizTypeId, totalMinutes: -1 } },
      'en',
    );
    expect(negative).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    expect(negative.message).toContain('Total minutes');
    const noName = await t.call(createOp('Quiz'), { i: { name: ' ', quizTypeId, totalMinutes: 5 } });
    expect(noName).toMatchObject({ isSuccess: false, message: 'Ad: Bu alan zorunludur' });
    const noType = await t.call(createOp('Quiz'), { i: { name: 'Tipsiz', totalMinutes: 5 } }, 'en');
    expect(noType.message).toContain('Quiz type');
    // 0 is no time limit (spec 002 §5, issue 48: spec-shapes-48.test.ts); below it is refused
    const below = await t.call(createOp('Quiz'), { i: { name: 'Eksi', quizTypeId, totalMinutes: -1 } });
    expect(below).toMatchObject({ isSuccess: false, message: 'Toplam dakika: En az 0 olabilir' });
    const listed = await t.call<unknown[]>(
      `{ quizzes(pagerModel: { quizTypeId: ${quizTypeId} }) { totalItemCount data { id } } }`,
    );
    expect(listed.totalItemCount).toBe(0);
  });

  it('keeps the score ranges of one quiz and role apart, min ≤ max, naming the clash', async () => {
    const quiz = await readyQuiz(t, 'Aralık', 10);
    // two more questions: the quiz is worth 4 points, the ceiling of its ranges
    for (const name of ['Aralık: üç', 'Aralık: dört']) {
      const questionId = await t.made('Question', { name });
      await t.made('QuizQuestion', { quizId: quiz.quizId, questionId, answerTypeId: 2, factor: 1 });
    }
    const range = {
      quizId: quiz.quizId,
      roleId: t.role('Personel'),
      statusId: t.passed,
      workflowId: t.workflowId,
    };
    const overlap = await t.call(
      createOp('QuizResultScoreRange'),
      { i: { ...range, minScore: 2, maxScore: 4 } },
      'en',
    );
    expect(overlap).toMatchObject({
      isSuccess: false,
      message: 'This score range overlaps the range 2 – 2 of the same role.',
    });
    const inverted = await t.call(
      createOp('QuizResultScoreRange'),
      { i: { ...range, minScore: 8, maxScore: 3 } },
      'en',
    );
    expect(inverted).toMatchObject({ isSuccess: false, message: 'Max: Cannot be less than Min' });
    const negative = await t.call(createOp('QuizResultScoreRange'), {
      i: { ...range, minScore: -1, maxScore: 0 },
    });
    expect(negative.isSuccess).toBe(false);
    // another role may use the same scores; an adjacent range of the same role is fine
    const editor = await t.call(createOp('QuizResultScoreRange'), {
      i: { ...range, roleId: t.role('Editor'), minScore: 0, maxScore: 4 },
    });
    expect(editor.isSuccess).toBe(true);
    const next = await t.call<{ id: number }>(createOp('QuizResultScoreRange'), {
      i: { ...range, minScore: 3, maxScore: 4 },
    });
    expect(next.isSuccess).toBe(true);
    const moved = await t.call(updateOp('QuizResultScoreRange'), {
      i: { ...range, id: next.data.id, minScore: 1, maxScore: 4 },
    });
    expect(moved.isSuccess).toBe(false);
    const listed = await t.call<
      { minScore: number; maxScore: number; role: { name: string }; status: { name: string } }[]
    >(
      `query($p: QuizResultScoreRangePagerModel) { quizResultScoreRanges(pagerModel: $p) { data { minScore maxScore role { name } status { name } } } }`,
      { p: { quizId: quiz.quizId, roleId: t.role('Personel') } },
    );
    expect(listed.data.map((r) => [r.minScore, r.maxScore, r.status.name])).toEqual([
      [0, 1, 'Başarısız'],
      [2, 2, 'Başarılı'],
      [3, 4, 'Başarılı'],
    ]);
  });

  it('lets a single-choice question have one true answer, and no quiz be taken before it is ready', async () => {
    const quiz = await readyQuiz(t, 'Hazırlık', 10);
    const second = await t.call(createOp('QuizQuestionAnswer'), {
      i: { quizQuestionId: quiz.single, answer: 'Bursa', isTrue: true },
    });
    expect(second).toMatchObject({
      isSuccess: false,
      message: 'Tek seçimli bir sorunun yalnızca bir doğru cevabı olabilir.',
    });
    const flip = await t.call(updateOp('QuizQuestionAnswer'), {
      i: { id: quiz.a.istanbul, quizQuestionId: quiz.single, answer: 'İstanbul', isTrue: true },
    });
    expect(flip.isSuccess).toBe(false);
    // without its one true answer the single-choice question keeps the quiz from being taken
    expect(
      await t.call(updateOp('QuizQuestionAnswer'), {
        i: { id: quiz.a.ankara, quizQuestionId: quiz.single, answer: 'Ankara', isTrue: false },
      }),
    ).toMatchObject({ isSuccess: true });
    const employee = await t.employee('Personel');
    const notReady = await t.portal(employee, START, { i: { quizId: quiz.quizId } }, 'en');
    expect(notReady).toMatchObject({ isSuccess: false, message: expect.stringContaining('not ready') });
    // a quiz with no questions cannot be taken either
    const emptyQuiz = await t.made('Quiz', {
      name: 'Boş quiz',
      quizTypeId: quiz.quizTypeId,
      totalMinutes: 5,
    });
    const empty = await t.portal(employee, START, { i: { quizId: emptyQuiz } });
    expect(empty).toMatchObject({ isSuccess: false, message: 'Bu quizde henüz soru yok.' });
    const mine = await t.portal<{ quizId: number }[]>(employee, MY_ATTEMPTS);
    expect(mine.totalItemCount).toBe(0);
  });

  it('refuses to delete a bank question a quiz uses; passive keeps it, an unused one goes', async () => {
    const quiz = await readyQuiz(t, 'Banka', 10);
    const refused = await t.call(deleteOp('Question'), { id: quiz.questions.q1 });
    expect(refused).toMatchObject({
      isSuccess: false,
      message: 'Bu soru bir quizde kullanıldığı için silinemez; pasif yapın.',
      messages: [{ code: 'InUse' }],
    });
    const passive = await t.call(updateOp('Question'), {
      i: { id: quiz.questions.q1, name: 'Banka: başkent?', description: null, isActive: false },
    });
    expect(passive.isSuccess).toBe(true);
    const inactive = await t.call<{ id: number }[]>(
      `{ questions(pagerModel: { isActive: false }) { data { id } } }`,
    );
    expect(inactive.data.map((q) => q.id)).toContain(quiz.questions.q1);
    const unused = await t.made('Question', { name: 'Kullanılmayan soru', description: 'Açıklama' });
    expect(await t.call(deleteOp('Question'), { id: unused })).toMatchObject({ isSuccess: true });
    const twice = await t.call(
      createOp('QuizQuestion'),
      {
        i: { quizId: quiz.quizId, questionId: quiz.questions.q2, answerTypeId: 2, factor: 1 },
      },
      'en',
    );
    expect(twice).toMatchObject({ isSuccess: false, message: 'Question: This value is already used' });
  });

  it('keeps a score range within the quiz’s own points (the sum of its factors), shown as the quiz’s maxScore', async () => {
    const quiz = await readyQuiz(t, 'Tavan', 10);
    const points = await t.call<{ maxScore: number }>(
      `query($id: Int!) { quiz(id: $id) { isSuccess data { maxScore } } }`,
      { id: quiz.quizId },
    );
    expect(points.data.maxScore).toBe(2);
    const range = {
      quizId: quiz.quizId,
      roleId: t.role('Editor'),
      statusId: t.passed,
      workflowId: t.workflowId,
    };
    const above = await t.call(createOp('QuizResultScoreRange'), {
      i: { ...range, minScore: 0, maxScore: 3 },
    });
    expect(above).toMatchObject({
      isSuccess: false,
      message: 'Max: Bu quizin toplam puanı 2; aralık bunu aşamaz',
      messages: [{ code: 'Validation' }],
    });
    const english = await t.call(
      createOp('QuizResultScoreRange'),
      { i: { ...range, minScore: 0, maxScore: 100 } },
      'en',
    );
    expect(english.message).toBe("Max: This quiz's total points are 2; a range cannot go above it");
    const within = await t.call<{ id: number }>(createOp('QuizResultScoreRange'), {
      i: { ...range, minScore: 0, maxScore: 2 },
    });
    expect(within.isSuccess).toBe(true);
    const raised = await t.call(updateOp('QuizResultScoreRange'), {
      i: { ...range, id: within.data.id, minScore: 0, maxScore: 2.5 },
    });
    expect(raised.isSuccess).toBe(false);
  });

  it('writes a question from the quiz’s list into the bank too; a bank question brings its answers', async () => {
    const quiz = await readyQuiz(t, 'Kaynak', 10);
    const target = await t.made('Quiz', { name: 'Hedef', quizTypeId: quiz.quizTypeId, totalMinutes: 5 });
    const LIST = `query($p: QuizQuestionPagerModel) { quizQuestions(pagerModel: $p) { data { id answerCount answerType { name } question { name } } } }`;
    const neither = await t.call(createOp('QuizQuestion'), { i: { quizId: target, answerTypeId: 1 } });
    expect(neither).toMatchObject({
      isSuccess: false,
      message: 'Soru: Bankadan bir soru seçin ya da yeni bir soru yazın, ikisinden birini',
    });
    const written = await t.call<{ id: number }>(createOp('QuizQuestion'), {
      i: { quizId: target, questionName: 'Yeni yazılan soru', answerTypeId: 2 },
    });
    expect(written.isSuccess).toBe(true);
    const bank = await t.call<{ name: string }[]>(
      `{ questions(pagerModel: { searchText: "Yeni yazılan" }) { data { name } } }`,
    );
    expect(bank.data.map((q) => q.name)).toEqual(['Yeni yazılan soru']);
    const again = await t.call(createOp('QuizQuestion'), {
      i: { quizId: target, questionName: 'yeni YAZILAN soru', answerTypeId: 1 },
    });
    expect(again).toMatchObject({
      isSuccess: false,
      message: 'Yeni soru (bankaya da eklenir): Bankada bu adla bir soru var; yukarıdaki listeden seçin',
    });
    // the bank's single-choice question used by 'Kaynak' comes with its two answers, one true
    const picked = await t.call<{ id: number }>(createOp('QuizQuestion'), {
      i: { quizId: target, questionId: quiz.questions.q1, answerTypeId: 1 },
    });
    expect(picked.isSuccess).toBe(true);
    const answers = await t.call<{ answer: string; isTrue: boolean }[]>(
      `query($p: QuizQuestionAnswerPagerModel) { quizQuestionAnswers(pagerModel: $p) { data { answer isTrue } } }`,
      { p: { quizQuestionId: picked.data.id } },
    );
    expect(answers.data).toEqual([
      { answer: 'Ankara', isTrue: true },
      { answer: 'İstanbul', isTrue: false },
    ]);
    // the multiple-choice one (two true of three) as a single-choice question keeps only its first true answer
    const narrowed = await t.call<{ id: number }>(createOp('QuizQuestion'), {
      i: { quizId: target, questionId: quiz.questions.q2, answerTypeId: 1 },
    });
    const narrowedAnswers = await t.call<{ answer: string; isTrue: boolean }[]>(
      `query($p: QuizQuestionAnswerPagerModel) { quizQuestionAnswers(pagerModel: $p) { data { answer isTrue } } }`,
      { p: { quizQuestionId: narrowed.data.id } },
    );
    expect(narrowedAnswers.data.filter((a) => a.isTrue).map((a) => a.answer)).toEqual(['2']);
    const listed = await t.call<
      { answerCount: number; answerType: { name: string }; question: { name: string } }[]
    >(LIST, { p: { quizId: target } }, 'en');
    expect(listed.data.map((q) => [q.question.name, q.answerType.name, q.answerCount])).toEqual([
      ['Yeni yazılan soru', 'Multiple choice', 0],
      ['Kaynak: başkent?', 'Single choice', 2],
      ['Kaynak: asal sayılar?', 'Single choice', 3],
    ]);
  });
});

import { quizAnswerInput, quizFinishInput, quizStartInput } from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { portalPager } from '../portal/portal-pager.ts';
import { defineArea } from '../area.ts';
import { answerTypes, type AnswerTypeView } from './answer-types.ts';
import { currentQuiz } from './current-quiz.ts';
import type { SheetAnswer, SheetQuestion } from './attempt-sheet.ts';
import { myQuizAttempts, myQuizzes, type MyQuizAttempt, type PortalQuiz } from './my-quizzes.ts';
import { questionEntity } from './question.entity.ts';
import { quizAttemptEntity } from './quiz-attempt.entity.ts';
import { quizEntity, quizQuestionAnswerEntity, quizQuestionEntity } from './quiz.entities.ts';
import { quizTypeEntity, quizTypeRoleEntity } from './quiz-type.entities.ts';
import { quizResultScoreRangeEntity } from './score-range.entity.ts';
import { answerQuiz, finishQuiz, startQuiz, type QuizSheet } from './take-quiz.ts';

/**
 * Quizzes (spec 002 §2 Quizzes; docs/quizzes.md): the question bank, types and their roles, quizzes with
 * their questions, answers and score ranges, and the attempts (read-only) on the panel; employees list the
 * quizzes open to their role, start one, answer and finish on the portal, against the server's clock.
 */
export const quizzesArea = defineArea({
  name: 'quizzes',
  entities: [
    questionEntity,
    quizTypeEntity,
    quizTypeRoleEntity,
    quizEntity,
    quizQuestionEntity,
    quizQuestionAnswerEntity,
    quizResultScoreRangeEntity,
    quizAttemptEntity,
  ],
  main(kit) {
    const type = plainObject<AnswerTypeView>(kit, 'AnswerType', { id: 'Int', name: 'String' });
    defineQuery(kit, { name: 'answerTypes', type: kit.list('AnswerType', type), run: answerTypes });
  },
  portal(kit) {
    const quiz = plainObject<PortalQuiz>(kit, 'PortalQuiz', {
      id: 'Int',
      name: 'String',
      quizTypeName: 'String',
      totalMinutes: 'Int',
    });
    defineQuery(kit, { name: 'myQuizzes', type: kit.list('PortalQuiz', quiz), run: myQuizzes });
    const attempt = plainObject<MyQuizAttempt>(kit, 'MyQuizAttempt', {
      id: 'Int',
      quizId: 'Int',
      quizName: 'String',
      startedAt: 'String',
      deadline: 'String?',
      finishedAt: 'String?',
      isCompleted: 'Boolean',
      score: 'Float?',
      maxScore: 'Float?',
      statusName: 'String?',
    });
    defineQuery(kit, {
      name: 'myQuizAttempts',
      type: kit.list('MyQuizAttempt', attempt),
      input: { arg: 'pagerModel', schema: portalPager, typeName: 'MyQuizAttemptPagerModel', optional: true },
      run: myQuizAttempts,
    });
    const answer = plainObject<SheetAnswer>(kit, 'QuizSheetAnswer', { id: 'Int', answer: 'String' });
    const question = plainObject<SheetQuestion>(kit, 'QuizSheetQuestion', {
      quizQuestionId: 'Int',
      name: 'String',
      description: 'String?',
      answerTypeId: 'Int',
      factor: 'Float',
      answers: { list: answer as never },
      chosenAnswerIds: { list: 'Int' },
    });
    const sheet = plainObject<QuizSheet>(kit, 'QuizSheet', {
      attemptId: 'Int',
      quizId: 'Int',
      startedAt: 'String',
      deadline: 'String?',
      secondsLeft: 'Int?',
      questions: { list: question as never },
    });
    defineQuery(kit, { name: 'currentQuiz', type: kit.single('QuizSheet', sheet), run: currentQuiz });
    defineMutation(kit, {
      name: 'startQuiz',
      type: kit.single('QuizSheet', sheet),
      input: { schema: quizStartInput, typeName: 'StartQuizInput' },
      run: startQuiz,
    });
    defineMutation(kit, {
      name: 'answerQuiz',
      input: { schema: quizAnswerInput, typeName: 'AnswerQuizInput' },
      run: answerQuiz,
    });
    defineMutation(kit, {
      name: 'finishQuiz',
      type: kit.single('MyQuizAttempt', attempt),
      input: { schema: quizFinishInput, typeName: 'FinishQuizInput' },
      run: finishQuiz,
    });
  },
});

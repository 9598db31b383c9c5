import {
  questionCreateInput,
  questionUpdateInput,
  quizCreateInput,
  quizQuestionAnswerCreateInput,
  quizQuestionAnswerUpdateInput,
  quizQuestionCreateInput,
  quizResultScoreRangeCreateInput,
  quizResultScoreRangeUpdateInput,
  quizTypeRoleCreateInput,
  quizTypeRoleUpdateInput,
  quizUpdateInput,
} from '../validation/quizzes.ts';
import { crudResource, defineResource } from './resource.ts';
import { lookupResource } from './reference.ts';

/** Spec 002 §7 Quizzes: the question bank, types and their roles, quizzes, their questions, answers, ranges. */
export const questionResource = crudResource(
  'Question',
  'questions',
  questionCreateInput,
  questionUpdateInput,
);
export const quizTypeResource = lookupResource('QuizType', 'quizTypes');
export const quizTypeRoleResource = crudResource(
  'QuizTypeRole',
  'quizTypeRoles',
  quizTypeRoleCreateInput,
  quizTypeRoleUpdateInput,
);
export const quizResource = crudResource('Quiz', 'quizzes', quizCreateInput, quizUpdateInput);
/** A quiz's questions are added and removed (spec 002 §2: no edit). */
export const quizQuestionResource = defineResource({
  typeName: 'QuizQuestion',
  list: 'quizQuestions',
  single: 'quizQuestion',
  create: { name: 'createQuizQuestion', input: quizQuestionCreateInput },
  remove: 'deleteQuizQuestion',
});
export const quizQuestionAnswerResource = crudResource(
  'QuizQuestionAnswer',
  'quizQuestionAnswers',
  quizQuestionAnswerCreateInput,
  quizQuestionAnswerUpdateInput,
);
export const quizResultScoreRangeResource = crudResource(
  'QuizResultScoreRange',
  'quizResultScoreRanges',
  quizResultScoreRangeCreateInput,
  quizResultScoreRangeUpdateInput,
);
/** Employees' attempts and their results: read-only on the panel (docs/quizzes.md). */
export const quizAttemptResource = defineResource({
  typeName: 'QuizAttempt',
  list: 'quizAttempts',
  single: 'quizAttempt',
});

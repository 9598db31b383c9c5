import type { Registry } from '../area.tsx';
import { questionDefinition } from './questions.ts';
import { quizAttemptDefinition } from './quizAttempts.ts';
import { quizQuestionAnswerDefinition, quizQuestionDefinition } from './quizQuestions.ts';
import { quizDefinition } from './quizzes.ts';
import { quizTypeDefinition, quizTypeRoleDefinition } from './quizTypes.ts';
import { scoreRangeDefinition } from './scoreRanges.ts';

/** The quizzes registry: one entry per list screen served by the generic list page. */
export const quizzesRegistry = {
  quizList: quizDefinition,
  quizQuestions: quizQuestionDefinition,
  quizAnswers: quizQuestionAnswerDefinition,
  quizScoring: scoreRangeDefinition,
  quizResults: quizAttemptDefinition,
  questionBank: questionDefinition,
  quizTypes: quizTypeDefinition,
  quizTypeRoles: quizTypeRoleDefinition,
} satisfies Registry;

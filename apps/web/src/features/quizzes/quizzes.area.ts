import { defineArea, list } from '../area.tsx';

/**
 * Quizzes (spec 002 §2 Quizzes): quizzes with their questions, answers, score ranges and results, the
 * question bank, quiz types and their roles (docs/quizzes.md).
 */
export const quizzesArea = defineArea({
  name: 'quizzes',
  screens: {
    quizList: list('/quiz/quizler', 'quizList'),
    quizQuestions: list('/quiz/quizler/:quizId/sorular', 'quizQuestions'),
    quizAnswers: list('/quiz/quizler/:quizId/sorular/:quizQuestionId/cevaplar', 'quizAnswers'),
    quizScoring: list('/quiz/quizler/:quizId/puanlama', 'quizScoring'),
    quizResults: list('/quiz/quizler/:quizId/sonuclar', 'quizResults'),
    questionBank: list('/quiz/sorular', 'questionBank'),
    quizTypes: list('/quiz/tipler', 'quizTypes'),
    quizTypeRoles: list('/quiz/tipler/:quizTypeId', 'quizTypeRoles'),
  },
  registry: () => import('./registry.ts').then((module) => module.quizzesRegistry),
});

import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { id, requiredName, specEntity } from './reference.ts';
import { stripInvisible } from './text.ts';

/** Answer types (spec 002 §3 AnswerType): a fixed catalogue named in the caller's language (docs/quizzes.md). */
export const AnswerType = { Single: 1, Multiple: 2 } as const;
export const ANSWER_TYPES = [AnswerType.Single, AnswerType.Multiple] as const;

export const QUESTION_DESCRIPTION_MAX_LENGTH = 2000;
export const QUIZ_ANSWER_MAX_LENGTH = 1000;
/** The longest quiz: one day. */
export const QUIZ_MAX_MINUTES = 1440;
export const QUIZ_SCORE_MAX = 100000;

const description = z.string().trim().max(QUESTION_DESCRIPTION_MAX_LENGTH).nullish();

/** A question of the bank: name required, description optional (spec 002 §5). */
export const questionCreateInput = z.object({ name: requiredName, description });
export const questionUpdateInput = questionCreateInput.extend({
  id,
  isActive: z.boolean(),
  entity: specEntity,
});

/** Total minutes 0: the quiz has no time limit (spec 002 §5 'minimum 0'; issue 48 §3.21). */
export const QUIZ_MIN_MINUTES = 0;

/**
 * A quiz: name, type and total minutes (0 – 1440; 0: no time limit) required (spec 002 §5); `shuffleQuestions` (off unless
 * sent): each attempt shows the questions in an order of its own, as it always does the answers
 * (docs/quizzes.md).
 */
export const quizCreateInput = z.object({
  name: requiredName,
  quizTypeId: id,
  totalMinutes: z.number().int().min(QUIZ_MIN_MINUTES).max(QUIZ_MAX_MINUTES),
  shuffleQuestions: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export const quizUpdateInput = quizCreateInput.extend({ id, isActive: z.boolean(), entity: specEntity });

/**
 * A question of a quiz, with its answer type; the factor is 1 (spec 002 §5, §9). Either picked from the bank
 * (`questionId`: its answers come with it from the quiz that used it last) or written here (`questionName`:
 * it goes to the bank too) — one of the two (docs/quizzes.md).
 */
export const quizQuestionCreateInput = z
  .object({
    quizId: id,
    questionId: id.nullish(),
    questionName: z.string().overwrite(stripInvisible).trim().max(NAME_MAX_LENGTH).nullish(),
    answerTypeId: z.number().int().min(AnswerType.Single).max(AnswerType.Multiple),
    factor: z.number().int().min(1).max(1).default(1),
  })
  .refine((v) => (v.questionId == null) !== !v.questionName, {
    message: 'questionOrNew',
    path: ['questionId'],
  });

/** An answer of a quiz question: text required, isTrue a boolean (spec 002 §5). */
export const quizQuestionAnswerCreateInput = z.object({
  quizQuestionId: id,
  answer: z.string().trim().min(1).max(QUIZ_ANSWER_MAX_LENGTH),
  isTrue: z.boolean().default(false),
});
export const quizQuestionAnswerUpdateInput = quizQuestionAnswerCreateInput.extend({ id });

/** Kept with 2 decimals: more is refused ('En çok 2 ondalık basamak'), not rounded away. */
const score = z.number().min(0).max(QUIZ_SCORE_MAX).multipleOf(0.01);

/** A score range of a quiz for one role: min ≤ max, both ≥ 0 (spec 002 §5; docs/quizzes.md). */
export const quizResultScoreRangeCreateInput = z
  .object({
    quizId: id,
    roleId: id,
    statusId: id,
    workflowId: id.nullish(),
    minScore: score,
    maxScore: score,
  })
  .refine((v) => v.minScore <= v.maxScore, { message: 'maxBelowMin', path: ['maxScore'] });
export const quizResultScoreRangeUpdateInput = z
  .object({
    id,
    quizId: id,
    roleId: id,
    statusId: id,
    workflowId: id.nullish(),
    minScore: score,
    maxScore: score,
  })
  .refine((v) => v.minScore <= v.maxScore, { message: 'maxBelowMin', path: ['maxScore'] });

/** A role that may take the quizzes of a type, with the workflow its results follow (spec 002 §5). */
export const quizTypeRoleCreateInput = z.object({ quizTypeId: id, roleId: id, workflowId: id });
export const quizTypeRoleUpdateInput = quizTypeRoleCreateInput.extend({ id });

/** Portal: start a quiz open to my role. */
export const quizStartInput = z.object({ quizId: id });
/** Portal: my choice for one question of my running attempt (replaces an earlier one); none clears it. */
export const quizAnswerInput = z.object({
  attemptId: id,
  quizQuestionId: id,
  answerIds: z.array(id).max(50),
});
/** Portal: finish my running attempt. */
export const quizFinishInput = z.object({ attemptId: id });

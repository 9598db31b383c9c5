import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';
import { roles } from './organization.table.ts';
import { lookupTable, statuses } from './reference.table.ts';
import { historyReference } from './users.table.ts';
import { roleWorkflowTable } from './role-workflows.ts';
import { workflows } from './workflows.table.ts';

const score = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** Quiz types (spec 002 §3 QuizType): an id/name/isActive lookup. */
export const quizTypes = lookupTable('quiz_types');

/** The question bank (spec 002 §3 Question); a question a quiz uses is not deleted (passive it instead). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createTime: createTime(),
  },
  (t) => [index('questions_name').on(t.name, t.id), searchIndex('questions_name_search', t.name)],
);

/** The roles that may take a type's quizzes, each with the workflow of their results; a role once per type. */
export const quizTypeRoles = roleWorkflowTable('quiz_type_roles', {
  key: 'quizTypeId',
  column: 'quiz_type_id',
  references: () => quizTypes.id,
  unique: 'quiz_type_roles_type_role',
});

/**
 * Quizzes (spec 002 §3 Quiz): a type and the minutes an attempt may take; `shuffleQuestions`: each attempt
 * shows the questions in an order of its own (answers are always shuffled per attempt).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    quizTypeId: integer('quiz_type_id')
      .notNull()
      .references(() => quizTypes.id),
    totalMinutes: integer('total_minutes').notNull(),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createTime: createTime(),
  },
  (t) => [
    index('quizzes_type').on(t.quizTypeId),
    check('quizzes_total_minutes', sql`${t.totalMinutes} >= 0`),
  ],
);

/** A bank question in a quiz, with its answer type (1 single, 2 multiple choice) and factor (1). */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    answerTypeId: smallint('answer_type_id').notNull(),
    factor: score('factor').notNull().default(1),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('quiz_questions_quiz_question').on(t.quizId, t.questionId),
    index('quiz_questions_question').on(t.questionId),
    check('quiz_questions_answer_type', sql`${t.answerTypeId} between 1 and 2`),
    check('quiz_questions_factor', sql`${t.factor} >= 0`),
  ],
);

/** The answers offered for a quiz question, true or false. */
export const quizQuestionAnswers = pgTable(
  'quiz_question_answers',
  {
    id: serial('id').primaryKey(),
    quizQuestionId: integer('quiz_question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answer: varchar('answer', { length: 1000 }).notNull(),
    isTrue: boolean('is_true').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index('quiz_question_answers_question').on(t.quizQuestionId)],
);

/**
 * Score ranges of a quiz per role (spec 002 §3 QuizResultScoreRange): a result between min and max
 * (inclusive) gets the range's status and follows its workflow. Ranges of one quiz and role do not overlap.
 */
export const quizResultScoreRanges = pgTable(
  'quiz_result_score_ranges',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    /** Null: the range only records its status (docs/approvals.md). */
    workflowId: integer('workflow_id').references(() => workflows.id),
    minScore: score('min_score').notNull(),
    maxScore: score('max_score').notNull(),
    createTime: createTime(),
  },
  (t) => [
    index('quiz_result_score_ranges_quiz_role').on(t.quizId, t.roleId),
    index('quiz_result_score_ranges_role').on(t.roleId),
    index('quiz_result_score_ranges_status').on(t.statusId),
    index('quiz_result_score_ranges_workflow').on(t.workflowId),
    check('quiz_result_score_ranges_bounds', sql`0 <= ${t.minScore} and ${t.minScore} <= ${t.maxScore}`),
  ],
);

/**
 * An employee's attempt at a quiz: the server's clock starts it and fixes its deadline; it is finished by
 * the employee or closes itself at the deadline. The result keeps its score and the status (and range) it
 * got, so later changes to ranges do not rewrite history. Attempts are never deleted: the quiz, its
 * questions and answers they used stay (InUse) and are deactivated instead.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    userId: historyReference('user_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null when the quiz has no time limit (0 minutes). */
    deadline: timestamp('deadline', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    score: score('score'),
    maxScore: score('max_score'),
    scoreRangeId: integer('score_range_id').references(() => quizResultScoreRanges.id, {
      onDelete: 'set null',
    }),
    statusId: integer('status_id').references(() => statuses.id),
    /** Orders the attempt's answers (and questions, when its quiz shuffles them): the same on every read. */
    seed: integer('seed').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [
    index('quiz_attempts_quiz').on(t.quizId, t.startedAt),
    index('quiz_attempts_user').on(t.userId, t.isCompleted),
    index('quiz_attempts_status').on(t.statusId),
    index('quiz_attempts_score_range').on(t.scoreRangeId),
    uniqueIndex('quiz_attempts_one_running')
      .on(t.userId)
      .where(sql`not ${t.isCompleted}`),
    check('quiz_attempts_deadline', sql`${t.startedAt} <= ${t.deadline}`),
  ],
);

/**
 * The questions an attempt was given when it started, in the order it shows them: only these are shown,
 * answered and scored (a question added later is not the attempt's), and none of them can be deleted.
 */
export const quizAttemptQuestions = pgTable(
  'quiz_attempt_questions',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id),
    quizQuestionId: integer('quiz_question_id')
      .notNull()
      .references(() => quizQuestions.id),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('quiz_attempt_questions_attempt_question').on(t.attemptId, t.quizQuestionId),
    index('quiz_attempt_questions_question').on(t.quizQuestionId),
  ],
);

/** The answers an attempt chose, per quiz question. */
export const quizAttemptAnswers = pgTable(
  'quiz_attempt_answers',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id),
    quizQuestionId: integer('quiz_question_id')
      .notNull()
      .references(() => quizQuestions.id),
    quizQuestionAnswerId: integer('quiz_question_answer_id')
      .notNull()
      .references(() => quizQuestionAnswers.id),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('quiz_attempt_answers_choice').on(t.attemptId, t.quizQuestionAnswerId),
    index('quiz_attempt_answers_question').on(t.quizQuestionId),
    index('quiz_attempt_answers_answer').on(t.quizQuestionAnswerId),
  ],
);

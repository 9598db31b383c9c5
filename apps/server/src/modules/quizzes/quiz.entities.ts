import { and, eq, ne, sql } from 'drizzle-orm';
import { folded } from '../../db/turkish-text.ts';
import {
  AnswerType,
  quizQuestionAnswerResource,
  quizQuestionResource,
  quizResource,
  translate,
} from '@pano/contract';
import { questions, quizQuestionAnswers, quizQuestions, quizzes } from '../../db/tenant/quizzes.table.ts';
import type { EntityDefinition, WriteContext } from '../../crud/entity-definition.ts';
import { plainObject } from '../../graphql/objects.ts';
import { invalidField } from '../../kernel/validation.ts';
import type { AnswerTypeView } from './answer-types.ts';
import { lockName } from '../../db/lock-name.ts';
import { questionEntity } from './question.entity.ts';
import { answerCounts, copyLastAnswers, quizPoints } from './quiz-points.ts';
import { quizTypeEntity } from './quiz-type.entities.ts';
import { refuse } from '../../kernel/envelope.ts';

/**
 * Quizzes (spec 002 §2 /quiz/quizler): name, type, total minutes (1 – 1440), the passive switch; `maxScore`:
 * the quiz's own points (the sum of its questions' factors), the ceiling of its score ranges.
 */
export const quizEntity: EntityDefinition = {
  api: quizResource,
  table: quizzes,
  searchColumns: ['name'],
  smallList: true,
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: true,
  filters: ['quizTypeId'],
  relations: [{ field: 'quizType', foreignKey: 'quizTypeId', target: () => quizTypeEntity }],
  extraFields: {
    maxScore: { type: 'Float', fallback: 0, batch: (db, ids) => quizPoints(db, ids) },
  },
};

/** A question written in the quiz's question list goes to the bank first (its name is the bank's, unique). */
async function writeToBank(ctx: WriteContext, values: Record<string, unknown>): Promise<void> {
  const name = values.questionName;
  if (typeof name !== 'string' || !name) return;
  await lockName(ctx.db, 'unique:questions.name');
  const [same] = await ctx.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(folded(questions.name), folded(sql`${name}`)))
    .limit(1);
  if (same) throw invalidField('questionName', 'questionInBank');
  const [made] = await ctx.db.insert(questions).values({ name }).returning({ id: questions.id });
  values.questionId = made?.id;
  values.newInBank = true;
}

/**
 * The questions of a quiz (spec 002 §2 /quiz/quizler/{quizId}/sorular): a bank question once per quiz, its
 * answer type (single or multiple choice) and factor 1. Added and removed, not edited.
 */
export const quizQuestionEntity: EntityDefinition = {
  api: quizQuestionResource,
  table: quizQuestions,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['quizId', 'questionId'],
  relations: [
    { field: 'quiz', foreignKey: 'quizId', target: () => quizEntity },
    { field: 'question', foreignKey: 'questionId', target: () => questionEntity },
  ],
  extraFields: {
    answerCount: { type: 'Int', fallback: 0, batch: (db, ids) => answerCounts(db, ids) },
    answerType: {
      type: (kit) => plainObject<AnswerTypeView>(kit, 'AnswerType', { id: 'Int', name: 'String' }) as never,
      resolve: (row, ctx): AnswerTypeView => ({
        id: row.answerTypeId as number,
        name: translate(ctx.lang, `answerType.${String(row.answerTypeId)}`),
      }),
    },
  },
  hooks: {
    async beforeWrite(ctx, values) {
      const quizId = values.quizId as number;
      await lockName(ctx.db, `quiz_questions:${quizId}`);
      await writeToBank(ctx, values);
      const [clash] = await ctx.db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(
          and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.questionId, values.questionId as number)),
        )
        .limit(1);
      if (clash) throw invalidField('questionId', 'alreadyUsed');
    },
    async afterWrite(ctx, id, values) {
      if (values.newInBank === true) return;
      const single = values.answerTypeId === AnswerType.Single;
      await copyLastAnswers(ctx.db, id, values.questionId as number, single);
    },
  },
};

/**
 * The answers of a quiz question (spec 002 §2 …/cevaplar): text and truth. A single-choice question takes
 * one true answer at most (exactly one before its quiz can be taken, docs/quizzes.md).
 */
export const quizQuestionAnswerEntity: EntityDefinition = {
  api: quizQuestionAnswerResource,
  table: quizQuestionAnswers,
  sortColumns: ['id'],
  defaultSort: { column: 'id', descending: false },
  filters: ['quizQuestionId'],
  relations: [{ field: 'quizQuestion', foreignKey: 'quizQuestionId', target: () => quizQuestionEntity }],
  hooks: {
    async beforeWrite(ctx, values, _mode, previous) {
      const quizQuestionId = values.quizQuestionId as number;
      await lockName(ctx.db, `quiz_question_answers:${quizQuestionId}`);
      if (values.isTrue !== true) return;
      const [question] = await ctx.db
        .select({ answerTypeId: quizQuestions.answerTypeId })
        .from(quizQuestions)
        .where(eq(quizQuestions.id, quizQuestionId));
      if (question?.answerTypeId !== AnswerType.Single) return;
      const [otherTrue] = await ctx.db
        .select({ id: quizQuestionAnswers.id })
        .from(quizQuestionAnswers)
        .where(
          and(
            eq(quizQuestionAnswers.quizQuestionId, quizQuestionId),
            eq(quizQuestionAnswers.isTrue, true),
            previous ? ne(quizQuestionAnswers.id, previous.id) : undefined,
          ),
        )
        .limit(1);
      if (otherTrue) throw refuse('QuizSingleChoiceOneTrue', 'Validation', {}, 'isTrue');
    },
  },
};

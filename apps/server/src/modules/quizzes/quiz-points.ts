import { count, desc, eq, inArray, ne, and, sql } from 'drizzle-orm';
import { quizQuestionAnswers, quizQuestions } from '../../db/tenant/quizzes.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';

/**
 * A quiz's own points: the sum of its questions' factors (what a perfect attempt scores). Its score ranges
 * live inside 0 … this (docs/quizzes.md).
 */
export async function quizPoints(db: TenantDb, quizIds: readonly number[]): Promise<Map<number, number>> {
  if (!quizIds.length) return new Map();
  const rows = await db
    .select({ id: quizQuestions.quizId, value: sql<string>`coalesce(sum(${quizQuestions.factor}), 0)` })
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, [...quizIds]))
    .groupBy(quizQuestions.quizId);
  return new Map(rows.map((r) => [r.id, Number(r.value)]));
}

/** How many answers each quiz question has (the quiz's question list shows it). */
export async function answerCounts(
  db: TenantDb,
  quizQuestionIds: readonly number[],
): Promise<Map<number, number>> {
  if (!quizQuestionIds.length) return new Map();
  const rows = await db
    .select({ id: quizQuestionAnswers.quizQuestionId, value: count() })
    .from(quizQuestionAnswers)
    .where(inArray(quizQuestionAnswers.quizQuestionId, [...quizQuestionIds]))
    .groupBy(quizQuestionAnswers.quizQuestionId);
  return new Map(rows.map((r) => [r.id, r.value]));
}

/**
 * A bank question added to a quiz brings its answers: those of the quiz question that used it last (the
 * newest other use), copied with their truth. A single-choice question keeps only the first true answer
 * true, so the copy never breaks the one-true-answer rule (docs/quizzes.md). No earlier use: no answers.
 */
export async function copyLastAnswers(
  db: TenantDb,
  quizQuestionId: number,
  questionId: number,
  single: boolean,
): Promise<void> {
  const [source] = await db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.questionId, questionId), ne(quizQuestions.id, quizQuestionId)))
    .orderBy(desc(quizQuestions.id))
    .limit(1);
  if (!source) return;
  const answers = await db
    .select({ answer: quizQuestionAnswers.answer, isTrue: quizQuestionAnswers.isTrue })
    .from(quizQuestionAnswers)
    .where(eq(quizQuestionAnswers.quizQuestionId, source.id))
    .orderBy(quizQuestionAnswers.id);
  if (!answers.length) return;
  const firstTrue = answers.findIndex((a) => a.isTrue);
  await db.insert(quizQuestionAnswers).values(
    answers.map((a, index) => ({
      quizQuestionId,
      answer: a.answer,
      isTrue: single ? index === firstTrue : a.isTrue,
    })),
  );
}

import { asc, eq, inArray } from 'drizzle-orm';
import { AnswerType } from '@pano/contract';
import {
  questions,
  quizAttemptQuestions,
  quizQuestionAnswers,
  quizQuestions,
} from '../../db/tenant/quizzes.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import { inAttemptOrder } from './attempt-order.ts';

/** An answer offered to the employee: its text, never whether it is true. */
export interface SheetAnswer {
  id: number;
  answer: string;
}

export interface SheetQuestion {
  quizQuestionId: number;
  name: string;
  description: string | null;
  answerTypeId: number;
  factor: number;
  answers: SheetAnswer[];
  /** What I chose so far (a resumed attempt); empty on start. */
  chosenAnswerIds: number[];
}

/**
 * An attempt's questions with their answers, as the employee sees them (no truth): the questions it was
 * given, in its order; each question's answers in the order of the attempt's seed, so the true answer is
 * not where it was typed, and a reload shows the same sheet.
 */
export async function quizSheet(
  db: TenantDb | TenantTx,
  attempt: { id: number; seed: number },
  chosen: readonly { quizQuestionId: number; answerId: number }[] = [],
): Promise<SheetQuestion[]> {
  const rows = await db
    .select({
      quizQuestionId: quizQuestions.id,
      name: questions.name,
      description: questions.description,
      answerTypeId: quizQuestions.answerTypeId,
      factor: quizQuestions.factor,
    })
    .from(quizAttemptQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttemptQuestions.quizQuestionId))
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(eq(quizAttemptQuestions.attemptId, attempt.id))
    .orderBy(asc(quizAttemptQuestions.position));
  const answers = rows.length
    ? await db
        .select({
          id: quizQuestionAnswers.id,
          quizQuestionId: quizQuestionAnswers.quizQuestionId,
          answer: quizQuestionAnswers.answer,
        })
        .from(quizQuestionAnswers)
        .where(
          inArray(
            quizQuestionAnswers.quizQuestionId,
            rows.map((row) => row.quizQuestionId),
          ),
        )
        .orderBy(asc(quizQuestionAnswers.id))
    : [];
  return rows.map((row) => ({
    ...row,
    answers: inAttemptOrder(
      answers.filter((answer) => answer.quizQuestionId === row.quizQuestionId),
      attempt.seed,
      (answer) => answer.id,
    ).map(({ id, answer }) => ({ id, answer })),
    chosenAnswerIds: chosen.filter((c) => c.quizQuestionId === row.quizQuestionId).map((c) => c.answerId),
  }));
}

/** Why an attempt's questions cannot be taken, or null: none; a question without a true answer; a
 * single-choice question without exactly one. */
export async function notReady(
  db: TenantDb | TenantTx,
  questionIds: readonly number[],
): Promise<string | null> {
  if (questionIds.length === 0) return 'QuizNoQuestions';
  const rows = await db
    .select({ id: quizQuestions.id, answerTypeId: quizQuestions.answerTypeId })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, [...questionIds]));
  const truths = await db
    .select({ questionId: quizQuestionAnswers.quizQuestionId, isTrue: quizQuestionAnswers.isTrue })
    .from(quizQuestionAnswers)
    .where(
      inArray(
        quizQuestionAnswers.quizQuestionId,
        rows.map((row) => row.id),
      ),
    );
  for (const question of rows) {
    const trueCount = truths.filter((t) => t.questionId === question.id && t.isTrue).length;
    if (question.answerTypeId === AnswerType.Single ? trueCount !== 1 : trueCount === 0)
      return 'QuizNotReady';
  }
  return null;
}

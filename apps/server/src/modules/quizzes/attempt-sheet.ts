import { asc, eq, inArray } from 'drizzle-orm';
import { AnswerType } from '@pano/contract';
import { questions, quizQuestionAnswers, quizQuestions } from '../../db/tenant/quizzes.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';

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

/** The questions of a quiz with their answers, as the employee sees them (no truth). */
export async function quizSheet(
  db: TenantDb | TenantTx,
  quizId: number,
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
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.id));
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
    answers: answers
      .filter((answer) => answer.quizQuestionId === row.quizQuestionId)
      .map(({ id, answer }) => ({ id, answer })),
    chosenAnswerIds: chosen.filter((c) => c.quizQuestionId === row.quizQuestionId).map((c) => c.answerId),
  }));
}

/** Why a quiz cannot be taken yet, or null: no questions; a question without a true answer; a
 * single-choice question without exactly one. */
export async function notReady(db: TenantDb | TenantTx, quizId: number): Promise<string | null> {
  const rows = await db
    .select({ id: quizQuestions.id, answerTypeId: quizQuestions.answerTypeId })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId));
  if (rows.length === 0) return 'QuizNoQuestions';
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

import { asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../db/tenant-db.ts';
import { quizAttemptQuestions, quizAttempts, quizQuestions, quizzes } from '../../db/tenant/quizzes.table.ts';
import { inAttemptOrder, newAttemptSeed } from './attempt-order.ts';

export interface BegunAttempt {
  id: number;
  seed: number;
  /** The questions the attempt was given, in the order it shows them. */
  questionIds: number[];
}

/**
 * Writes a new attempt inside the caller's transaction (startQuiz, the demo): a random seed, which orders
 * its answers (and its questions, when the quiz shuffles them), and the quiz's questions as they are now,
 * which stay the attempt's whatever the quiz gains later.
 */
export async function beginAttempt(
  tx: TenantDb,
  values: { quizId: number; userId: number; startedAt: Date; deadline: Date | null },
): Promise<BegunAttempt> {
  const seed = newAttemptSeed();
  const [row] = await tx
    .insert(quizAttempts)
    .values({ ...values, seed })
    .returning({ id: quizAttempts.id });
  const id = row!.id;
  const [quiz] = await tx
    .select({ shuffleQuestions: quizzes.shuffleQuestions })
    .from(quizzes)
    .where(eq(quizzes.id, values.quizId));
  const rows = await tx
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, values.quizId))
    .orderBy(asc(quizQuestions.id));
  const questionIds = (quiz?.shuffleQuestions ? inAttemptOrder(rows, seed, (q) => q.id) : rows).map(
    (q) => q.id,
  );
  if (questionIds.length)
    await tx
      .insert(quizAttemptQuestions)
      .values(
        questionIds.map((quizQuestionId, index) => ({ attemptId: id, quizQuestionId, position: index + 1 })),
      );
  return { id, seed, questionIds };
}

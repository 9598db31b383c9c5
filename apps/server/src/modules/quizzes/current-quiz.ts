import { and, eq, not } from 'drizzle-orm';
import { quizAttemptAnswers, quizAttempts } from '../../db/tenant/quizzes.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { quizSheet } from './attempt-sheet.ts';
import { closeExpired } from './finish-attempt.ts';
import type { QuizSheet } from './take-quiz.ts';

/**
 * My running attempt, to resume it (another device, a reload): its questions in its order, my choices so
 * far and the seconds left by the server's clock; `data: null` when none runs (one past its deadline is
 * closed first).
 */
export async function currentQuiz(ctx: OperationContext): Promise<Envelope<QuizSheet | null>> {
  const now = ctx.services.clock.now();
  const mine = eq(quizAttempts.userId, ctx.session.userId);
  await closeExpired(ctx, mine);
  const [attempt] = await ctx.db
    .select({
      id: quizAttempts.id,
      quizId: quizAttempts.quizId,
      startedAt: quizAttempts.startedAt,
      deadline: quizAttempts.deadline,
      seed: quizAttempts.seed,
    })
    .from(quizAttempts)
    .where(and(mine, not(quizAttempts.isCompleted)))
    .limit(1);
  if (!attempt) return ok(null);
  const chosen = await ctx.db
    .select({
      quizQuestionId: quizAttemptAnswers.quizQuestionId,
      answerId: quizAttemptAnswers.quizQuestionAnswerId,
    })
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attempt.id));
  return ok({
    attemptId: attempt.id,
    quizId: attempt.quizId,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    secondsLeft: attempt.deadline
      ? Math.max(0, Math.floor((attempt.deadline.getTime() - now.getTime()) / 1000))
      : null,
    questions: await quizSheet(ctx.db, attempt, chosen),
  });
}

import { and, eq, inArray, not } from 'drizzle-orm';
import type { z } from 'zod';
import { AnswerType, type quizAnswerInput } from '@pano/contract';
import type { TenantTx } from '../../db/tenant-db.ts';
import {
  quizAttemptAnswers,
  quizAttemptQuestions,
  quizAttempts,
  quizQuestionAnswers,
  quizQuestions,
} from '../../db/tenant/quizzes.table.ts';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { notReady, quizSheet, type SheetQuestion } from './attempt-sheet.ts';
import { beginAttempt } from './begin-attempt.ts';
import { closeExpired, finishAttempt } from './finish-attempt.ts';
import { engineEnv } from '../requests/engine/from-context.ts';
import { lockName } from '../../db/lock-name.ts';
import { myAttempt, openToMe, type MyQuizAttempt } from './my-quizzes.ts';
import { refuse } from '../../kernel/envelope.ts';
import { afterEmployeeProgress } from '../orientation/complete-orientations.ts';

export interface QuizSheet {
  attemptId: number;
  quizId: number;
  startedAt: Date;
  deadline: Date | null;
  secondsLeft: number | null;
  questions: SheetQuestion[];
}

const MINUTE = 60_000;

/**
 * Starts a quiz open to my role: the server's clock fixes the start and the deadline (start + total minutes;
 * 0 minutes: no limit), and the attempt keeps the quiz's questions as they are now, in an order of its own.
 * Refused while another attempt of mine is running, for a quiz without questions or with a question not
 * ready. Answers the questions and their answers, never which are true.
 */
export async function startQuiz(
  ctx: OperationContext,
  { quizId }: { quizId: number },
): Promise<Envelope<QuizSheet>> {
  const userId = ctx.session.userId;
  const now = ctx.services.clock.now();
  await closeExpired(ctx, eq(quizAttempts.userId, userId));
  const sheet = await ctx.db.transaction(async (tx) => {
    await lockName(tx, `quiz_attempts:user:${userId}`);
    const open = await openToMe({ ...ctx, db: tx }, quizId);
    if (!open) throw refuse('QuizNotOpen');
    const [running] = await tx
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), not(quizAttempts.isCompleted)))
      .limit(1);
    if (running) throw refuse('QuizAttemptRunning');
    const deadline = open.totalMinutes > 0 ? new Date(now.getTime() + open.totalMinutes * MINUTE) : null;
    const attempt = await beginAttempt(tx, { quizId, userId, startedAt: now, deadline });
    // the questions it was given are the ones checked (a refusal rolls the attempt back)
    const why = await notReady(tx, attempt.questionIds);
    if (why) throw refuse(why);
    return {
      attemptId: attempt.id,
      quizId,
      startedAt: now,
      deadline,
      secondsLeft: deadline ? open.totalMinutes * 60 : null,
      questions: await quizSheet(tx, attempt),
    };
  });
  return ok(sheet);
}

/**
 * My running attempt, locked for this transaction; refused when it is not mine or no longer running. The
 * deadline is judged on the server's clock once the lock is held, so a request queued behind another one
 * on this attempt is judged when it runs: past the deadline the attempt is closed at its deadline here and
 * the answer is `timeUp` (the caller refuses after this transaction has kept the close).
 */
async function runningAttempt(ctx: OperationContext, tx: TenantTx, attemptId: number) {
  const [attempt] = await tx
    .select({
      id: quizAttempts.id,
      quizId: quizAttempts.quizId,
      userId: quizAttempts.userId,
      isCompleted: quizAttempts.isCompleted,
      deadline: quizAttempts.deadline,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, ctx.session.userId)))
    .for('update');
  if (!attempt) throw refuse('QuizAttemptNotFound', 'NotFound');
  const now = ctx.services.clock.now();
  const timedOut = attempt.deadline !== null && attempt.deadline <= now;
  if (attempt.isCompleted) throw refuse(timedOut ? 'QuizTimeUp' : 'QuizAttemptFinished');
  if (attempt.deadline !== null && timedOut) {
    await finishAttempt(engineEnv(ctx, tx), attempt, attempt.deadline);
    return 'timeUp' as const;
  }
  return { ...attempt, now };
}

/** A use case's work on my running attempt, in one transaction; refused once its time is up. */
async function onRunningAttempt(
  ctx: OperationContext,
  attemptId: number,
  work: (tx: TenantTx, attempt: { id: number; quizId: number; userId: number; now: Date }) => Promise<void>,
): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const attempt = await runningAttempt(ctx, tx, attemptId);
    if (attempt !== 'timeUp') await work(tx, attempt);
    return attempt === 'timeUp' ? attempt : 'done';
  });
  if (outcome !== 'timeUp') return;
  await afterEmployeeProgress(ctx, [ctx.session.userId]); // closed at its deadline: an orientation may be done
  throw refuse('QuizTimeUp');
}

/**
 * My choice for one question of my running attempt, replacing an earlier one (none clears it). Refused
 * after the deadline (the attempt is closed at its deadline), for a question the attempt was not given, for
 * an answer of another question, and for more than one answer to a single-choice question.
 */
export async function answerQuiz(
  ctx: OperationContext,
  { attemptId, quizQuestionId, answerIds }: z.output<typeof quizAnswerInput>,
): Promise<Envelope<{ id: number }>> {
  await onRunningAttempt(ctx, attemptId, async (tx, attempt) => {
    const [question] = await tx
      .select({ answerTypeId: quizQuestions.answerTypeId })
      .from(quizAttemptQuestions)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttemptQuestions.quizQuestionId))
      .where(
        and(
          eq(quizAttemptQuestions.attemptId, attempt.id),
          eq(quizAttemptQuestions.quizQuestionId, quizQuestionId),
        ),
      );
    if (!question) throw refuse('QuizQuestionNotInQuiz');
    const chosen = [...new Set(answerIds)];
    if (question.answerTypeId === AnswerType.Single && chosen.length > 1) throw refuse('QuizSingleChoiceOne');
    const known = chosen.length
      ? await tx
          .select({ id: quizQuestionAnswers.id })
          .from(quizQuestionAnswers)
          .where(
            and(
              eq(quizQuestionAnswers.quizQuestionId, quizQuestionId),
              inArray(quizQuestionAnswers.id, chosen),
            ),
          )
      : [];
    if (known.length !== chosen.length) throw refuse('QuizAnswerNotInQuestion');
    await tx
      .delete(quizAttemptAnswers)
      .where(
        and(
          eq(quizAttemptAnswers.attemptId, attemptId),
          eq(quizAttemptAnswers.quizQuestionId, quizQuestionId),
        ),
      );
    if (chosen.length)
      await tx
        .insert(quizAttemptAnswers)
        .values(chosen.map((id) => ({ attemptId, quizQuestionId, quizQuestionAnswerId: id })));
  });
  return ok({ id: attemptId });
}

/** Finishes my running attempt now: the score, the range of my role that holds it and its status. */
export async function finishQuiz(
  ctx: OperationContext,
  { attemptId }: { attemptId: number },
): Promise<Envelope<MyQuizAttempt | null>> {
  await onRunningAttempt(ctx, attemptId, (tx, attempt) =>
    finishAttempt(engineEnv(ctx, tx), attempt, attempt.now),
  );
  await afterEmployeeProgress(ctx, [ctx.session.userId]); // an orientation may be complete now
  return ok((await myAttempt(ctx, attemptId)) ?? null);
}

import { and, eq, gte, inArray, isNotNull, lte, not, type SQL } from 'drizzle-orm';
import {
  quizAttemptAnswers,
  quizAttemptQuestions,
  quizAttempts,
  quizQuestionAnswers,
  quizQuestions,
  quizResultScoreRanges,
} from '../../db/tenant/quizzes.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { TenantDb, TenantTx } from '../../db/tenant-db.ts';
import type { OperationContext } from '../../request/context.ts';
import type { EngineEnv } from '../requests/engine/engine-env.ts';
import { engineEnv } from '../requests/engine/from-context.ts';
import { startRequest } from '../requests/engine/start-request.ts';
import { currentVersion } from '../requests/engine/version-graph.ts';
import { afterEmployeeProgress } from '../orientation/complete-orientations.ts';

type Db = TenantDb | TenantTx;

export interface AttemptScore {
  score: number;
  maxScore: number;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((value) => b.has(value));

/**
 * An attempt's score: the factor of every question it was given whose chosen answers are exactly its true
 * answers (a single-choice question: the one true answer), out of the sum of those questions' factors.
 */
export async function scoreAttempt(db: Db, attemptId: number): Promise<AttemptScore> {
  const questionRows = await db
    .select({ id: quizQuestions.id, factor: quizQuestions.factor })
    .from(quizAttemptQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttemptQuestions.quizQuestionId))
    .where(eq(quizAttemptQuestions.attemptId, attemptId));
  const ids = questionRows.map((row) => row.id);
  const trueRows = ids.length
    ? await db
        .select({ questionId: quizQuestionAnswers.quizQuestionId, id: quizQuestionAnswers.id })
        .from(quizQuestionAnswers)
        .where(and(inArray(quizQuestionAnswers.quizQuestionId, ids), eq(quizQuestionAnswers.isTrue, true)))
    : [];
  const chosenRows = await db
    .select({ questionId: quizAttemptAnswers.quizQuestionId, id: quizAttemptAnswers.quizQuestionAnswerId })
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attemptId));
  const group = (rows: { questionId: number; id: number }[]) => {
    const byQuestion = new Map<number, Set<number>>();
    for (const row of rows) {
      const set = byQuestion.get(row.questionId) ?? new Set<number>();
      set.add(row.id);
      byQuestion.set(row.questionId, set);
    }
    return byQuestion;
  };
  const truth = group(trueRows);
  const chosen = group(chosenRows);
  let score = 0;
  let maxScore = 0;
  for (const question of questionRows) {
    maxScore += question.factor;
    const right = truth.get(question.id);
    if (right && right.size > 0 && sameSet(right, chosen.get(question.id) ?? new Set()))
      score += question.factor;
  }
  return { score, maxScore };
}

/**
 * Finishes an attempt at `at`: scores it, finds the score range of the quiz for the employee's role that
 * holds the score (ranges of a role do not overlap), records the result with that range's status, and
 * starts the range's workflow for it.
 */
export async function finishAttempt(
  env: EngineEnv,
  attempt: { id: number; quizId: number; userId: number },
  at: Date,
): Promise<void> {
  const db = env.tx;
  const { score, maxScore } = await scoreAttempt(db, attempt.id);
  const [range] = await db
    .select({
      id: quizResultScoreRanges.id,
      statusId: quizResultScoreRanges.statusId,
      workflowId: quizResultScoreRanges.workflowId,
    })
    .from(quizResultScoreRanges)
    .innerJoin(users, eq(users.roleId, quizResultScoreRanges.roleId))
    .where(
      and(
        eq(users.id, attempt.userId),
        eq(quizResultScoreRanges.quizId, attempt.quizId),
        lte(quizResultScoreRanges.minScore, score),
        gte(quizResultScoreRanges.maxScore, score),
      ),
    )
    .limit(1);
  await db
    .update(quizAttempts)
    .set({
      finishedAt: at,
      isCompleted: true,
      score,
      maxScore,
      scoreRangeId: range?.id ?? null,
      statusId: range?.statusId ?? null,
    })
    .where(eq(quizAttempts.id, attempt.id));
  if (range?.workflowId) await startQuizRequest(env, attempt, range.workflowId, score);
}

/**
 * The result runs its range's workflow (docs/approvals.md); a workflow with no step yet starts nothing, as
 * a range without a workflow: the attempt is finished whatever its workflow's state.
 */
async function startQuizRequest(
  env: EngineEnv,
  attempt: { id: number; userId: number },
  workflowId: number,
  score: number,
): Promise<void> {
  const input = { kind: 'quiz', subjectId: attempt.id, requesterId: attempt.userId, workflowId } as const;
  const version = await currentVersion(env.tx, workflowId);
  if (version.graph.steps.length) await startRequest(env, { ...input, facts: { quizScore: score } });
}

/**
 * Closes the running attempts (among `scope`) whose deadline has passed by `now`: each is finished at its
 * deadline with the answers it had, so a late answer can never count.
 */
export async function closeExpired(ctx: OperationContext, scope: SQL | undefined): Promise<void> {
  const now = ctx.services.clock.now();
  const closed = await ctx.db.transaction(async (tx) => {
    const expired = await tx
      .select({
        id: quizAttempts.id,
        quizId: quizAttempts.quizId,
        userId: quizAttempts.userId,
        deadline: quizAttempts.deadline,
      })
      .from(quizAttempts)
      .where(
        and(
          not(quizAttempts.isCompleted),
          isNotNull(quizAttempts.deadline),
          lte(quizAttempts.deadline, now),
          scope,
        ),
      )
      .for('update', { skipLocked: true });
    for (const attempt of expired) await finishAttempt(engineEnv(ctx, tx), attempt, attempt.deadline ?? now);
    return expired.map((attempt) => attempt.userId);
  });
  // a quiz closed at its deadline counts as finished: an orientation may be complete now
  if (closed.length) await afterEmployeeProgress(ctx, closed);
}

import { eq, inArray } from 'drizzle-orm';
import { translate } from '@pano/contract';
import { quizAttempts, quizzes } from '../../db/tenant/quizzes.table.ts';
import type { RequestKind } from '../requests/engine/request-kind.ts';

/**
 * A finished quiz runs its score range's workflow (docs/quizzes.md, docs/approvals.md): a status step sets
 * the result's status; the attempt itself is already finished.
 */
export const quizRequestKind: RequestKind = {
  name: 'quiz',
  async apply(tx, subjectId, change) {
    if (change.statusId !== undefined)
      await tx.update(quizAttempts).set({ statusId: change.statusId }).where(eq(quizAttempts.id, subjectId));
  },
  async summaries(db, subjectIds, lang) {
    if (!subjectIds.length) return new Map();
    const rows = await db
      .select({
        id: quizAttempts.id,
        quiz: quizzes.name,
        score: quizAttempts.score,
        max: quizAttempts.maxScore,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(inArray(quizAttempts.id, [...subjectIds]));
    return new Map(
      rows.map((row) => [
        row.id,
        translate(lang, 'requestSummary.quiz', { quiz: row.quiz, score: row.score ?? 0, max: row.max ?? 0 }),
      ]),
    );
  },
};

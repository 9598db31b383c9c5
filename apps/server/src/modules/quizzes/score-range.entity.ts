import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { quizResultScoreRangeResource } from '@pano/contract';
import { quizResultScoreRanges } from '../../db/tenant/quizzes.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { roleEntity } from '../people/organization.entities.ts';
import { statusEntity } from '../reference/reference.entities.ts';
import { workflowEntity } from '../workflows/workflow.entities.ts';
import { lockName } from '../../db/lock-name.ts';
import { quizEntity } from './quiz.entities.ts';
import { refuse } from '../../kernel/envelope.ts';
import { invalidField } from '../../kernel/validation.ts';
import { quizPoints } from './quiz-points.ts';

/**
 * Score ranges of a quiz (spec 002 §2 /quiz/quizler/{quizId}/puanlama): min ≤ max (≥ 0), role, status,
 * workflow. Ranges of one quiz and role may not overlap (bounds included), so a score finds one range; a
 * range lies within the quiz's own points (the sum of its questions' factors, docs/quizzes.md).
 */
export const quizResultScoreRangeEntity: EntityDefinition = {
  api: quizResultScoreRangeResource,
  table: quizResultScoreRanges,
  sortColumns: ['id', 'minScore', 'maxScore'],
  defaultSort: { column: 'minScore', descending: false },
  filters: ['quizId', 'roleId', 'statusId', 'workflowId'],
  relations: [
    { field: 'quiz', foreignKey: 'quizId', target: () => quizEntity },
    { field: 'role', foreignKey: 'roleId', target: () => roleEntity },
    { field: 'status', foreignKey: 'statusId', target: () => statusEntity },
    { field: 'workflow', foreignKey: 'workflowId', target: () => workflowEntity },
  ],
  hooks: {
    async beforeWrite(ctx, values, _mode, previous) {
      const quizId = values.quizId as number;
      const minScore = values.minScore as number;
      const maxScore = values.maxScore as number;
      await lockName(ctx.db, `quiz_result_score_ranges:${quizId}`);
      const points = (await quizPoints(ctx.db, [quizId])).get(quizId) ?? 0;
      if (maxScore > points) throw invalidField('maxScore', 'aboveQuizMax', { max: points });
      const [clash] = await ctx.db
        .select({ min: quizResultScoreRanges.minScore, max: quizResultScoreRanges.maxScore })
        .from(quizResultScoreRanges)
        .where(
          and(
            eq(quizResultScoreRanges.quizId, quizId),
            eq(quizResultScoreRanges.roleId, values.roleId as number),
            lte(quizResultScoreRanges.minScore, maxScore),
            gte(quizResultScoreRanges.maxScore, minScore),
            previous ? ne(quizResultScoreRanges.id, previous.id) : undefined,
          ),
        )
        .limit(1);
      if (clash)
        throw refuse('QuizRangeOverlap', 'Validation', { min: clash.min, max: clash.max }, 'minScore');
    },
  },
};

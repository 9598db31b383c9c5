import { eq } from 'drizzle-orm';
import { questionResource } from '@pano/contract';
import { questions, quizQuestions } from '../../db/tenant/quizzes.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { refuse } from '../../kernel/envelope.ts';

/**
 * The question bank (spec 002 §2 /quiz/sorular): name and description, the passive switch. A question a quiz
 * uses is not deleted: it is made passive instead, so the quizzes (and the attempts) keep it.
 */
export const questionEntity: EntityDefinition = {
  api: questionResource,
  table: questions,
  searchColumns: ['name'],
  sortColumns: ['id', 'name', 'createTime'],
  defaultSort: { column: 'id', descending: true },
  hasActive: true,
  unique: ['name'],
  hooks: {
    async beforeRemove(ctx, id) {
      const [used] = await ctx.db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(eq(quizQuestions.questionId, id))
        .limit(1);
      if (used) throw refuse('QuestionInUse', 'InUse');
    },
  },
};

import { inArray } from 'drizzle-orm';
import { quizAttemptResource, translate } from '@pano/contract';
import { quizAttempts } from '../../db/tenant/quizzes.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { plainObject } from '../../graphql/objects.ts';
import { userEntity } from '../people/user.entity.ts';
import { statusEntity } from '../reference/reference.entities.ts';
import { closeExpired } from './finish-attempt.ts';
import { quizEntity } from './quiz.entities.ts';

interface AttemptState {
  id: number;
  name: string;
}

/**
 * Employees' attempts at a quiz and their results (score, the status of the range it fell in), read-only
 * on the panel: /quiz/quizler/{quizId}/sonuclar. Reading a page first closes the attempts on it whose
 * deadline has passed, so the panel never shows a stale 'running'.
 */
export const quizAttemptEntity: EntityDefinition = {
  api: quizAttemptResource,
  table: quizAttempts,
  sortColumns: ['id', 'startedAt', 'score'],
  defaultSort: { column: 'startedAt', descending: true },
  filters: ['quizId', 'userId', 'statusId'],
  relations: [
    { field: 'quiz', foreignKey: 'quizId', target: () => quizEntity },
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'status', foreignKey: 'statusId', target: () => statusEntity },
  ],
  extraFields: {
    state: {
      type: (kit) =>
        plainObject<AttemptState>(kit, 'QuizAttemptState', { id: 'Int', name: 'String' }) as never,
      /** 1 running, 2 finished, 3 time up (closed at its deadline). */
      async batch(db, ids, ctx) {
        await closeExpired(db, ctx.services.clock.now(), inArray(quizAttempts.id, [...ids]));
        const rows = ids.length
          ? await db
              .select({
                id: quizAttempts.id,
                isCompleted: quizAttempts.isCompleted,
                finishedAt: quizAttempts.finishedAt,
                deadline: quizAttempts.deadline,
              })
              .from(quizAttempts)
              .where(inArray(quizAttempts.id, [...ids]))
          : [];
        return new Map(
          rows.map((row) => {
            const state = !row.isCompleted
              ? 1
              : row.deadline && row.finishedAt && row.finishedAt >= row.deadline
                ? 3
                : 2;
            return [row.id, { id: state, name: translate(ctx.lang, `quizAttemptState.${state}`) }];
          }),
        );
      },
    },
  },
};

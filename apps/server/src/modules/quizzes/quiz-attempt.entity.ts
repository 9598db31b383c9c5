import { quizAttemptResource, translate } from '@pano/contract';
import { quizAttempts } from '../../db/tenant/quizzes.table.ts';
import type { EntityDefinition, Row } from '../../crud/entity-definition.ts';
import { plainObject } from '../../graphql/objects.ts';
import { userEntity } from '../people/user.entity.ts';
import { statusEntity } from '../reference/reference.entities.ts';
import { closeExpired } from './finish-attempt.ts';
import { workflowRequestField } from '../requests/views/request-field.ts';
import { quizEntity } from './quiz.entities.ts';

const stateOf = (row: Row): 1 | 2 | 3 => {
  if (row.isCompleted !== true) return 1;
  const deadline = row.deadline instanceof Date ? row.deadline : null;
  const finishedAt = row.finishedAt instanceof Date ? row.finishedAt : null;
  return deadline && finishedAt && finishedAt >= deadline ? 3 : 2;
};

interface AttemptState {
  id: number;
  name: string;
}

/**
 * Employees' attempts at a quiz and their results (score, the status of the range it fell in), read-only
 * on the panel: /quiz/quizler/{quizId}/sonuclar. Every read first closes the attempts whose deadline has
 * passed (the running ones are few: a partial index), so the panel never shows a stale 'running'.
 */
export const quizAttemptEntity: EntityDefinition = {
  api: quizAttemptResource,
  table: quizAttempts,
  // the seed orders the employee's sheet; nobody else needs it
  hidden: ['seed'],
  sortColumns: ['id', 'startedAt', 'score'],
  defaultSort: { column: 'startedAt', descending: true },
  filters: ['quizId', 'userId', 'statusId'],
  relations: [
    { field: 'quiz', foreignKey: 'quizId', target: () => quizEntity },
    { field: 'user', foreignKey: 'userId', target: () => userEntity },
    { field: 'status', foreignKey: 'statusId', target: () => statusEntity },
  ],
  hooks: {
    beforeRead: (ctx) => closeExpired(ctx, undefined),
  },
  extraFields: {
    workflowRequest: workflowRequestField('quiz'),
    state: {
      type: (kit) =>
        plainObject<AttemptState>(kit, 'QuizAttemptState', { id: 'Int', name: 'String' }) as never,
      /** 1 running, 2 finished, 3 time up (closed at its deadline). */
      resolve: (row, ctx): AttemptState => {
        const state = stateOf(row);
        return { id: state, name: translate(ctx.lang, `quizAttemptState.${state}`) };
      },
    },
  },
};

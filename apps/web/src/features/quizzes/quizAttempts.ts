import { quizAttemptResource, quizResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { ScoreCell } from './cells.tsx';

/**
 * The employees' attempts at a quiz and their results, read-only (/quiz/quizler/{quizId}/sonuclar): who,
 * when started and finished, score out of the maximum, the status of the range it fell in, and whether it
 * runs, finished or closed at its time limit. Newest first; back to the quizzes.
 */
export const quizAttemptDefinition: EntityDefinition = {
  key: 'quizAttempt',
  api: quizAttemptResource,
  list: {
    columns: [
      { path: 'user.fullName', labelKey: 'contract:fields.userFullName' },
      { path: 'startedAt', format: 'timestamp' },
      { path: 'finishedAt', format: 'timestamp' },
      { path: 'score', cell: ScoreCell },
      { path: 'status.name', labelKey: 'contract:fields.status' },
      { path: 'state.name', labelKey: 'quizzes.state' },
    ],
    rowLabel: ['user.fullName'],
    select: ['maxScore'],
    sort: { column: 'startedAt', descending: true },
    parent: { param: 'quizId', api: quizResource },
    back: 'quizList',
    searchable: false,
  },
};

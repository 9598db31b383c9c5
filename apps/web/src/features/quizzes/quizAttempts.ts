import ProcessIcon from '@mui/icons-material/AccountTree';
import { quizAttemptResource, quizResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { valueAt } from '../../crud/core/format.ts';
import { ScoreCell } from './cells.tsx';
import { QuizAttemptProcessDialog } from './QuizAttemptProcessDialog.tsx';

/**
 * The employees' attempts at a quiz and their results, read-only (/quiz/quizler/{quizId}/sonuclar): who,
 * when started and finished, score out of the maximum, the status of the range it fell in, and whether it
 * runs, finished or closed at its time limit. Newest first; back to the quizzes. A result whose workflow
 * runs a request offers its approval process (trail and decisions, docs/approvals.md).
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
    select: ['maxScore', 'workflowRequest.id'],
    sort: { column: 'startedAt', descending: true },
    parent: { param: 'quizId', api: quizResource },
    back: 'quizList',
    searchable: false,
  },
  rows: {
    actions: [
      {
        key: 'process',
        labelKey: 'quizzes.processOf',
        icon: ProcessIcon,
        dialog: QuizAttemptProcessDialog,
        shown: (row) => typeof valueAt(row, 'workflowRequest.id') === 'number',
      },
    ],
  },
};

import { quizResource, quizResultScoreRangeResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { QuizMaxScoreInput } from './QuizMaxScoreInput.tsx';
import { roleChoices, statusChoices, workflowChoices } from './sources.ts';

/**
 * The score ranges of a quiz (spec 002 §2 /quiz/quizler/{quizId}/puanlama, §5): min and max (≥ 0), role,
 * status and workflow; edit, and delete asking with min and max. Ranges of one role may not overlap,
 * min ≤ max, and max stays within the quiz's own points, shown under it (the server says so); back to the
 * quizzes.
 */
export const scoreRangeDefinition: EntityDefinition = {
  key: 'quizResultScoreRange',
  api: quizResultScoreRangeResource,
  list: {
    columns: [
      { path: 'minScore' },
      { path: 'maxScore' },
      { path: 'role.name', labelKey: 'contract:fields.role' },
      { path: 'status.name', labelKey: 'contract:fields.status' },
      { path: 'workflow.name', labelKey: 'contract:fields.workflow' },
    ],
    rowLabel: ['minScore', 'maxScore'],
    rowName: (row) => `${String(row.minScore)} – ${String(row.maxScore)}`,
    sort: { column: 'minScore', descending: false },
    parent: { param: 'quizId', api: quizResource },
    back: 'quizList',
    searchable: false,
  },
  form: {
    fields: [
      { name: 'minScore', kind: 'number', defaultValue: 0 },
      { name: 'maxScore', kind: 'number', defaultValue: 0, input: QuizMaxScoreInput },
      { name: 'roleId', kind: 'select', options: { source: roleChoices } },
      { name: 'statusId', kind: 'select', options: { source: statusChoices } },
      { name: 'workflowId', kind: 'select', options: { source: workflowChoices } },
    ],
    hiddenInputs: [{ name: 'quizId', type: 'Int!' }],
  },
};

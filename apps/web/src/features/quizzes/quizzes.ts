import { quizResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { MinutesCell } from './cells.tsx';
import { quizTypeChoices } from './sources.ts';

/**
 * Quizzes (spec 002 §2 /quiz/quizler, §5): name and total minutes ('dk'), 'Soruları karıştır'; scoring,
 * questions, results and edit per row, 'Pasifleri göster'. Quizzes are made passive, not deleted (their attempts are history).
 */
export const quizDefinition: EntityDefinition = {
  key: 'quiz',
  api: { ...quizResource, remove: undefined },
  hasActive: true,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'totalMinutes', cell: MinutesCell },
    ],
    select: ['quizTypeId'],
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'quizTypeId', kind: 'select', options: { source: quizTypeChoices } },
      // 0 – 1440; 0: no time limit (spec 002 §5, issue 48), said under the box; a new quiz starts at half an hour
      {
        name: 'totalMinutes',
        kind: 'number',
        integer: true,
        defaultValue: 30,
        hintKey: 'quizzes.minutesHint',
      },
      // answers are shuffled per attempt always; the questions too when this is on (docs/quizzes.md)
      { name: 'shuffleQuestions', kind: 'switch', defaultValue: false },
    ],
  },
  rows: {
    links: [
      { labelKey: 'quizzes.scoringOf', screen: 'quizScoring', param: 'quizId' },
      { labelKey: 'quizzes.questionsOf', screen: 'quizQuestions', param: 'quizId' },
      { labelKey: 'quizzes.resultsOf', screen: 'quizResults', param: 'quizId' },
    ],
    inline: ['quizQuestions', 'edit'],
  },
};

import InfoIcon from '@mui/icons-material/InfoOutlined';
import { questionResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { QuestionDetailDialog } from './QuestionDetailDialog.tsx';

/**
 * The question bank (spec 002 §2 /quiz/sorular, §5): name required, description optional; detail and edit
 * per row, the passive switch. A question a quiz uses cannot be deleted (the server says so: make it passive).
 */
export const questionDefinition: EntityDefinition = {
  key: 'question',
  api: questionResource,
  hasActive: true,
  list: { columns: [{ path: 'name', sortable: true }], select: ['description'] },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'description', kind: 'multiline', optional: true },
    ],
  },
  rows: {
    actions: [{ key: 'detail', labelKey: 'quizzes.detailOf', icon: InfoIcon, dialog: QuestionDetailDialog }],
  },
};

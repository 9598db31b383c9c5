import { applicantInterviewCompleteInput, ratingResultResource } from '@pano/contract';
import type { FormActionDefinition } from '../../../crud/core/definition.ts';

/**
 * 'Tamamla': HR completes an interview every interviewer recorded, with the result it settles on (the
 * responsible user's by default) and its description; a result workflow still running is cancelled.
 */
export const completeAction: FormActionDefinition = {
  titleKey: 'interviews.completeTitle',
  mutation: 'completeApplicantInterView',
  fields: [
    {
      name: 'ratingResultId',
      kind: 'select',
      options: {
        source: {
          api: ratingResultResource,
          label: ['name'],
          pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'name', sortDescending: false },
        },
      },
    },
    { name: 'resultDescription', kind: 'multiline', optional: true },
  ],
  hiddenInputs: [{ name: 'id', type: 'Int!' }],
  schema: applicantInterviewCompleteInput,
  initialValues: (row) => ({
    id: row.id,
    ratingResultId: row.ratingResultId ?? null,
    resultDescription: row.resultDescription ?? '',
  }),
  successKey: 'interviews.completed',
  clearsCache: ['applicantInterView', 'applicantInterViews'],
};

import { translate } from '@pano/contract';
import { applicantInterviewResource } from '@pano/contract';
import { applicantInterviews } from '../../../db/tenant/applicants.table.ts';
import type { EntityDefinition, Row } from '../../../crud/entity-definition.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { userEntity } from '../../people/user.entity.ts';
import { workflowRequestField } from '../../requests/views/request-field.ts';
import { ratingResultEntity, ratingTypeEntity } from '../recruitment.entities.ts';
import { afterSchedule, assertUnrecorded, checkSchedule } from './interview-rules.ts';
import { interviewersOf, interviewerType, ratingsOf, ratingType } from './interview-views.ts';

/** Where an interview stands, for `status { name }`: planned, scored, in its result's approval, completed. */
export function interviewState(row: Row): 'planned' | 'interviewed' | 'completed' {
  if (row.isCompleted) return 'completed';
  return row.isInterviewed ? 'interviewed' : 'planned';
}

/**
 * An applicant's interviews (spec 002 §3 ApplicantInterview; docs/recruitment.md 'Interviews'):
 * `applicantInterViews {paging, applicantId}` newest date first, `applicantInterView(id)`; HR schedules,
 * changes and deletes one while nobody has recorded. The panel reads every vote: each criterion's mean
 * (`ratings[].vote`), spread and disagreement, and who recorded (`interviewers`).
 */
export const interviewEntity: EntityDefinition = {
  api: applicantInterviewResource,
  table: applicantInterviews,
  hasActive: false,
  sortColumns: ['id', 'interviewDate', 'createTime'],
  defaultSort: { column: 'interviewDate', descending: true },
  filters: ['applicantId', 'responsibleUserId', 'staffDemandId'],
  relations: [
    { field: 'responsibleUser', foreignKey: 'responsibleUserId', target: () => userEntity },
    { field: 'ratingType', foreignKey: 'ratingTypeId', target: () => ratingTypeEntity },
    { field: 'ratingResult', foreignKey: 'ratingResultId', target: () => ratingResultEntity },
  ],
  extraFields: {
    status: {
      type: (kit) =>
        plainObject<{ code: string; name: string }>(kit, 'InterviewStatus', {
          code: 'String',
          name: 'String',
        }) as never,
      reads: ['isInterviewed', 'isCompleted'],
      resolve: (row, ctx) => {
        const code = interviewState(row);
        return { code, name: translate(ctx.lang, `interviewState.${code}`) };
      },
    },
    ratings: {
      type: (kit) => ratingType(kit) as never,
      list: true,
      fallback: [],
      batch: (db, ids) => ratingsOf(db, ids),
    },
    interviewers: {
      type: (kit) => interviewerType(kit) as never,
      list: true,
      fallback: [],
      batch: (db, ids) => interviewersOf(db, ids),
    },
    workflowRequest: workflowRequestField('interview'),
  },
  toInput: (row) => ({
    ...row,
    interviewDate: row.interviewDate instanceof Date ? row.interviewDate.toISOString() : row.interviewDate,
  }),
  hooks: {
    beforeWrite: checkSchedule,
    afterWrite: afterSchedule,
    beforeRemove: assertUnrecorded,
  },
};

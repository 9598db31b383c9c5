import { applicantInterviewCreateInput, applicantInterviewUpdateInput } from '../validation/interviews.ts';
import { defineResource } from './resource.ts';

/**
 * An applicant's interviews (spec 002 §7: pagerModel {paging, applicantId}, reads applicantInterViews; one by
 * id reads applicantInterView.data) — the spec's capital V kept in every name.
 */
export const applicantInterviewResource = defineResource({
  typeName: 'ApplicantInterview',
  list: 'applicantInterViews',
  single: 'applicantInterView',
  create: { name: 'createApplicantInterView', input: applicantInterviewCreateInput },
  update: { name: 'updateApplicantInterView', input: applicantInterviewUpdateInput },
  remove: 'deleteApplicantInterView',
});

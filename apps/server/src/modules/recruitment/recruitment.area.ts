import { defineArea } from '../area.ts';
import { applicantEntities, registerApplicants } from './applicants/applicants.api.ts';
import {
  demandReasonEntity,
  documentTypeEntity,
  educationStatusEntity,
  employmentTypeEntity,
  jobLeaveReasonEntity,
  jobPositionEntity,
  languageEntity,
  ratingItemEntity,
  ratingResultEntity,
  ratingTypeEntity,
  staffDemandRoleEntity,
} from './recruitment.entities.ts';
import {
  staffDemandEntity,
  staffDemandMain,
  staffDemandPortal,
  staffDemandResultEntity,
} from './staff-demands/staff-demand.operations.ts';
import { interviewEntity, interviewsMain, interviewsPortal } from './interviews/interview.operations.ts';

/** Recruitment (spec 002 §2): the lookups, rating criteria and results, the staff-demand workflows. */
export const recruitmentArea = defineArea({
  name: 'recruitment',
  entities: [
    demandReasonEntity,
    documentTypeEntity,
    educationStatusEntity,
    employmentTypeEntity,
    jobLeaveReasonEntity,
    jobPositionEntity,
    languageEntity,
    ratingTypeEntity,
    ratingItemEntity,
    ratingResultEntity,
    staffDemandRoleEntity,
    staffDemandEntity,
    staffDemandResultEntity,
    ...applicantEntities,
    interviewEntity,
  ],
  main(kit) {
    staffDemandMain(kit);
    interviewsMain(kit);
    registerApplicants(kit);
  },
  portal(kit) {
    staffDemandPortal(kit);
    interviewsPortal(kit);
  },
});

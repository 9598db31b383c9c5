import { defineArea } from '../area.ts';
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
  ],
});

import {
  ratingItemCreateInput,
  ratingItemUpdateInput,
  ratingResultCreateInput,
  ratingResultUpdateInput,
  staffDemandRoleCreateInput,
  staffDemandRoleUpdateInput,
} from '../validation/recruitment.ts';
import { lookupResource } from './reference.ts';
import { crudResource } from './resource.ts';

/** Spec 002 §7 Recruitment: the lookups (pagerModel {paging, isActive}; create {name}; update the record). */
export const demandReasonResource = lookupResource('DemandReason', 'demandReasons');
export const documentTypeResource = lookupResource('DocumentType', 'documentTypes');
export const educationStatusResource = lookupResource('EducationStatus', 'educationStatuses');
export const employmentTypeResource = lookupResource('EmploymentType', 'employmentTypes');
export const jobLeaveReasonResource = lookupResource('JobLeaveReason', 'jobLeaveReasons');
export const jobPositionResource = lookupResource('JobPosition', 'jobPositions');
export const languageResource = lookupResource('Language', 'languages');
export const ratingTypeResource = lookupResource('RatingType', 'ratingTypes');

/** Rating items: pagerModel {paging, ratingTypeId, isActive}; create {name, ratingTypeId}. */
export const ratingItemResource = crudResource(
  'RatingItem',
  'ratingItems',
  ratingItemCreateInput,
  ratingItemUpdateInput,
);
/** Rating results: create {name, workflowId}. */
export const ratingResultResource = crudResource(
  'RatingResult',
  'ratingResults',
  ratingResultCreateInput,
  ratingResultUpdateInput,
);
/** Staff demand roles: pagerModel {pageSize, pageNumber, sortColumn id}; inputModel {roleId, workflowId} (+ id). */
export const staffDemandRoleResource = crudResource(
  'StaffDemandRole',
  'staffDemandRoles',
  staffDemandRoleCreateInput,
  staffDemandRoleUpdateInput,
);

import { z } from 'zod';
import { stripInvisible } from './text.ts';
import { id } from './reference.ts';

/** The longest description a staff demand keeps (its column). */
export const STAFF_DEMAND_DESCRIPTION_MAX = 2000;

/** The states a staff demand goes through (docs/recruitment.md, 'Staff demands'). */
export const STAFF_DEMAND_STATES = [
  'running',
  'approved',
  'rejected',
  'cancelled',
  'closed',
  'filled',
] as const;
export type StaffDemandState = (typeof STAFF_DEMAND_STATES)[number];

/**
 * Portal `requestStaff(inputModel)` (issue 28 §3): what a manager asks for. Every choice and the description
 * are required: HR cannot look for someone without knowing where, what and why.
 */
export const staffDemandRequestInput = z.object({
  departmentId: id,
  jobPositionId: id,
  educationStatusId: id,
  employmentTypeId: id,
  locationId: id,
  demandReasonId: id,
  description: z.string().overwrite(stripInvisible).trim().min(1).max(STAFF_DEMAND_DESCRIPTION_MAX),
});

/** Panel `updateStaffDemand {id responsibleUserId}`: who in HR follows the demand (null: nobody yet). */
export const staffDemandUpdateInput = z.object({ id, responsibleUserId: id.nullish() });

/** Panel `closeStaffDemand {id}`. */
export const staffDemandCloseInput = z.object({ id });

/** Panel `addStaffDemandResult {staffDemandId applicantId}`: an applicant considered for a demand. */
export const staffDemandResultCreateInput = z.object({ staffDemandId: id, applicantId: id });

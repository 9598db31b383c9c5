import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { lookupColumns, lookupTable } from './reference.table.ts';
import { tenantRoleWorkflowTable } from './role-workflows.ts';
import { workflows } from './workflows.table.ts';

/** Recruitment lookups (spec 002 §3): id, name, isActive each (docs/recruitment.md). */
export const demandReasons = lookupTable('demand_reasons');
export const documentTypes = lookupTable('document_types');
export const educationStatuses = lookupTable('education_statuses');
export const employmentTypes = lookupTable('employment_types');
export const jobLeaveReasons = lookupTable('job_leave_reasons');
export const jobPositions = lookupTable('job_positions');
export const languages = lookupTable('languages');
export const ratingTypes = lookupTable('rating_types');

/**
 * The criteria of a rating type (RatingItem): an interview's votes are given per item of the interview's
 * rating type. An item stays with its type (it is not moved to another); the items go with their type.
 */
export const ratingItems = pgTable(
  'rating_items',
  {
    ...lookupColumns(),
    ratingTypeId: integer('rating_type_id')
      .notNull()
      .references(() => ratingTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('rating_items_type').on(t.ratingTypeId, t.id)],
);

/** An interview's result (RatingResult) and the workflow it starts; a workflow named here is not deleted. */
export const ratingResults = pgTable(
  'rating_results',
  {
    ...lookupColumns(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id),
  },
  (t) => [index('rating_results_workflow').on(t.workflowId)],
);

/** The workflow a staff demand of a role's manager runs (StaffDemandRole, /isealim/tanimlamalar/isakislari). */
export const staffDemandRoles = tenantRoleWorkflowTable('staff_demand_roles');

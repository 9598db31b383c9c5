import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { departments } from './organization.table.ts';
import { locations } from './reference.table.ts';
import { demandReasons, educationStatuses, employmentTypes, jobPositions } from './recruitment.table.ts';
import { historyReference, users } from './users.table.ts';
import { workflows } from './workflows.table.ts';

/**
 * A manager's request for staff (spec 002 §3 StaffDemand), made through the portal (`requestStaff`): it runs
 * the staff-demand workflow of the manager's role (kind `staffDemand`); `state` follows the request
 * (running, approved, rejected, cancelled) and becomes `closed` when HR closes it or `filled` when an offer
 * to one of its applicants is accepted. The applicants HR links to it are `staff_demand_results`.
 */
export const staffDemands = pgTable(
  'staff_demands',
  {
    id: serial('id').primaryKey(),
    createdUserId: historyReference('created_user_id'),
    description: varchar('description', { length: 2000 }).notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    educationStatusId: integer('education_status_id').references(() => educationStatuses.id),
    jobPositionId: integer('job_position_id').references(() => jobPositions.id),
    locationId: integer('location_id').references(() => locations.id),
    demandReasonId: integer('demand_reason_id').references(() => demandReasons.id),
    employmentTypeId: integer('employment_type_id').references(() => employmentTypes.id),
    /** The HR user who follows the demand (set in the panel). */
    responsibleUserId: integer('responsible_user_id').references(() => users.id),
    workflowId: integer('workflow_id').references(() => workflows.id),
    state: varchar('state', { length: 10 }).notNull().default('running'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    index('staff_demands_completed').on(t.isCompleted, t.id),
    index('staff_demands_created_user').on(t.createdUserId),
    index('staff_demands_department').on(t.departmentId),
    index('staff_demands_education').on(t.educationStatusId),
    index('staff_demands_position').on(t.jobPositionId),
    index('staff_demands_location').on(t.locationId),
    index('staff_demands_reason').on(t.demandReasonId),
    index('staff_demands_employment').on(t.employmentTypeId),
    index('staff_demands_responsible').on(t.responsibleUserId),
    index('staff_demands_workflow').on(t.workflowId),
    check(
      'staff_demands_state',
      sql`${t.state} in ('running', 'approved', 'rejected', 'cancelled', 'closed', 'filled')`,
    ),
  ],
);

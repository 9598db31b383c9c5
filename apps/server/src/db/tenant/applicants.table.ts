import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchFoldedSql } from '../turkish-text.ts';
import { createTime } from './columns.ts';
import { cities, towns } from './reference.table.ts';
import {
  documentTypes,
  educationStatuses,
  employmentTypes,
  jobPositions,
  ratingItems,
  ratingResults,
  ratingTypes,
} from './recruitment.table.ts';
import { staffDemands } from './staff-demands.table.ts';
import { users } from './users.table.ts';

/** Who did it: a panel or portal user, kept as null when that user is deleted for good. */
const actor = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A job applicant (spec 002 §3 Applicant): personal data, deleted for good on request with everything below
 * it (documents, interviews, offers, operations; docs/recruitment.md). `hiredUserId` is the user an accepted
 * offer made.
 */
export const applicants = pgTable(
  'applicants',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    surname: varchar('surname', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    gsm: varchar('gsm', { length: 10 }),
    reference: varchar('reference', { length: 200 }),
    birthDate: date('birth_date', { mode: 'string' }),
    cityId: integer('city_id').references(() => cities.id),
    townId: integer('town_id').references(() => towns.id),
    educationStatusId: integer('education_status_id').references(() => educationStatuses.id),
    employmentTypeId: integer('employment_type_id').references(() => employmentTypes.id),
    jobPositionId: integer('job_position_id').references(() => jobPositions.id),
    hiredUserId: integer('hired_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: actor('created_by_id'),
    createTime: createTime(),
    /** Name, surname, email and reference folded for the list's search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        searchFoldedSql(
          `name || ' ' || surname || ' ' || coalesce(email, '') || ' ' || coalesce(reference, '')`,
        ),
      ),
    ),
  },
  (t) => [
    index('applicants_search').using('gin', t.searchText.op('gin_trgm_ops')),
    index('applicants_email').on(sql`lower(${t.email})`),
    index('applicants_gsm').on(t.gsm),
    index('applicants_education').on(t.educationStatusId, t.id),
    index('applicants_employment').on(t.employmentTypeId, t.id),
    index('applicants_position').on(t.jobPositionId),
    index('applicants_city').on(t.cityId),
    index('applicants_town').on(t.townId),
    index('applicants_hired').on(t.hiredUserId),
    index('applicants_created_by').on(t.createdById),
  ],
);

const applicantReference = () =>
  integer('applicant_id')
    .notNull()
    .references(() => applicants.id, { onDelete: 'cascade' });

/**
 * A CV or another document of an applicant, by document type. The bytes are kept out of the public files
 * folder (`storedName` in the tenant's private store) and read only through the panel (docs/recruitment.md).
 */
export const applicantDocuments = pgTable(
  'applicant_documents',
  {
    id: serial('id').primaryKey(),
    applicantId: applicantReference(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    createdById: actor('created_by_id'),
    createTime: createTime(),
  },
  (t) => [
    index('applicant_documents_applicant').on(t.applicantId, t.id),
    index('applicant_documents_type').on(t.documentTypeId),
    index('applicant_documents_created_by').on(t.createdById),
  ],
);

/**
 * One line of an applicant's operations tab (ApplicantOperation): who did what, when. The line is kept as
 * an event and its details and written as a sentence in the reader's language (`operation`).
 */
export const applicantOperations = pgTable(
  'applicant_operations',
  {
    id: serial('id').primaryKey(),
    applicantId: applicantReference(),
    event: varchar('event', { length: 40 }).notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    userId: actor('user_id'),
    createTime: createTime(),
  },
  (t) => [
    index('applicant_operations_applicant').on(t.applicantId, t.id),
    index('applicant_operations_user').on(t.userId),
  ],
);

/**
 * An interview (ApplicantInterview): when it is planned, who is responsible, the rating type its criteria
 * come from; recorded (`isInterviewed`) when every interviewer voted, completed with a rating result.
 */
export const applicantInterviews = pgTable(
  'applicant_interviews',
  {
    id: serial('id').primaryKey(),
    applicantId: applicantReference(),
    description: varchar('description', { length: 2000 }),
    responsibleUserId: integer('responsible_user_id')
      .notNull()
      .references(() => users.id),
    ratingTypeId: integer('rating_type_id')
      .notNull()
      .references(() => ratingTypes.id),
    interviewDate: timestamp('interview_date', { withTimezone: true }).notNull(),
    isInterviewed: boolean('is_interviewed').notNull().default(false),
    interviewedDate: timestamp('interviewed_date', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    resultDescription: varchar('result_description', { length: 2000 }),
    ratingResultId: integer('rating_result_id').references(() => ratingResults.id),
    /** The staff demand this interview is for, if any (its results table links here). */
    staffDemandId: integer('staff_demand_id').references(() => staffDemands.id, { onDelete: 'set null' }),
    createdById: actor('created_by_id'),
    createTime: createTime(),
  },
  (t) => [
    index('applicant_interviews_applicant').on(t.applicantId, t.id),
    index('applicant_interviews_responsible').on(t.responsibleUserId, t.interviewDate),
    index('applicant_interviews_rating_type').on(t.ratingTypeId),
    index('applicant_interviews_result').on(t.ratingResultId),
    index('applicant_interviews_demand').on(t.staffDemandId),
    index('applicant_interviews_created_by').on(t.createdById),
  ],
);

/** Who scores an interview: the responsible user and any other interviewer; each records once. */
export const applicantInterviewers = pgTable(
  'applicant_interviewers',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => applicantInterviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    resultDescription: varchar('result_description', { length: 2000 }),
    ratingResultId: integer('rating_result_id').references(() => ratingResults.id),
  },
  (t) => [
    uniqueIndex('applicant_interviewers_unique').on(t.interviewId, t.userId),
    index('applicant_interviewers_user').on(t.userId),
    index('applicant_interviewers_result').on(t.ratingResultId),
  ],
);

/** One interviewer's vote (1–5) on one criterion of the interview's rating type. */
export const applicantInterviewVotes = pgTable(
  'applicant_interview_votes',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => applicantInterviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ratingItemId: integer('rating_item_id')
      .notNull()
      .references(() => ratingItems.id),
    vote: smallint('vote').notNull(),
  },
  (t) => [
    uniqueIndex('applicant_interview_votes_unique').on(t.interviewId, t.userId, t.ratingItemId),
    index('applicant_interview_votes_user').on(t.userId),
    index('applicant_interview_votes_item').on(t.ratingItemId),
    check('applicant_interview_votes_range', sql`${t.vote} between 1 and 5`),
  ],
);

/**
 * An offer (ApplicantOffer): its state is waiting, accepted, declined or withdrawn (the status name comes
 * from the dictionary); an accepted offer may become a hire (`hire_date`), which makes the user.
 */
export const applicantOffers = pgTable(
  'applicant_offers',
  {
    id: serial('id').primaryKey(),
    applicantId: applicantReference(),
    description: varchar('description', { length: 2000 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('waiting'),
    startDate: date('start_date', { mode: 'string' }),
    /** What is offered (docs/recruitment.md 'Offers'): the position, the salary and how long it stands. */
    jobPositionId: integer('job_position_id').references(() => jobPositions.id, { onDelete: 'set null' }),
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    validUntil: date('valid_until', { mode: 'string' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    staffDemandId: integer('staff_demand_id').references(() => staffDemands.id, { onDelete: 'set null' }),
    createdById: actor('created_by_id'),
    createTime: createTime(),
  },
  (t) => [
    index('applicant_offers_applicant').on(t.applicantId, t.id),
    index('applicant_offers_demand').on(t.staffDemandId),
    index('applicant_offers_created_by').on(t.createdById),
    index('applicant_offers_position').on(t.jobPositionId),
    check('applicant_offers_salary', sql`${t.salary} >= 0`),
    check('applicant_offers_state', sql`${t.state} in ('waiting', 'accepted', 'declined', 'withdrawn')`),
  ],
);

/**
 * An applicant HR linked to a staff demand (StaffDemand.results): once per demand; `interviewId` is the
 * interview set for it, when one was (the results table's interview link).
 */
export const staffDemandResults = pgTable(
  'staff_demand_results',
  {
    id: serial('id').primaryKey(),
    staffDemandId: integer('staff_demand_id')
      .notNull()
      .references(() => staffDemands.id, { onDelete: 'cascade' }),
    applicantId: applicantReference(),
    interviewId: integer('interview_id').references(() => applicantInterviews.id, { onDelete: 'set null' }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('staff_demand_results_unique').on(t.staffDemandId, t.applicantId),
    index('staff_demand_results_applicant').on(t.applicantId),
    index('staff_demand_results_interview').on(t.interviewId),
  ],
);

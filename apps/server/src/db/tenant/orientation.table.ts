import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { forms } from './forms.table.ts';
import { roles } from './organization.table.ts';
import { quizzes } from './quizzes.table.ts';
import { userReference, users } from './users.table.ts';

/** An orientation (spec 001 §3 Orientation information: name, description). */
export const orientationInformations = pgTable(
  'orientation_informations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('orientation_informations_name').on(t.name, t.id)],
);

const orientationReference = () =>
  integer('orientation_information_id')
    .notNull()
    .references(() => orientationInformations.id, { onDelete: 'cascade' });

/**
 * Who is in an orientation (spec 001 §3 Orientation record: description, user, responsible user,
 * completed): a user once per orientation, with the colleague responsible for them. Completed when the user
 * has filled every form and finished every quiz of the orientation for their role (docs/navigation.md).
 */
export const orientationUsers = pgTable(
  'orientation_users',
  {
    id: serial('id').primaryKey(),
    orientationInformationId: orientationReference(),
    userId: userReference('user_id'),
    responsibleUserId: integer('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: varchar('description', { length: 2000 }),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedTime: timestamp('completed_time', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('orientation_users_orientation_user').on(t.orientationInformationId, t.userId),
    index('orientation_users_user').on(t.userId),
    index('orientation_users_responsible').on(t.responsibleUserId),
  ],
);

/** A form the employees of a role fill in an orientation (spec 001 §3 Orientation form); once each. */
export const orientationForms = pgTable(
  'orientation_forms',
  {
    id: serial('id').primaryKey(),
    orientationInformationId: orientationReference(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('orientation_forms_unique').on(t.orientationInformationId, t.roleId, t.formId),
    index('orientation_forms_form').on(t.formId),
    index('orientation_forms_role').on(t.roleId),
  ],
);

/** A quiz the employees of a role take in an orientation (spec 001 §3 Orientation quiz); once each. */
export const orientationQuizzes = pgTable(
  'orientation_quizzes',
  {
    id: serial('id').primaryKey(),
    orientationInformationId: orientationReference(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('orientation_quizzes_unique').on(t.orientationInformationId, t.roleId, t.quizId),
    index('orientation_quizzes_quiz').on(t.quizId),
    index('orientation_quizzes_role').on(t.roleId),
  ],
);

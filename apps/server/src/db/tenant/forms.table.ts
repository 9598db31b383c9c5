import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createTime } from './columns.ts';
import { historyReference } from './users.table.ts';
import { roleWorkflowTable } from './role-workflows.ts';
import { workflows } from './workflows.table.ts';

/**
 * Forms (spec 001 §3 Form). `version` counts the builder's saves: each save writes a snapshot into
 * `form_versions`, and a submission points at the snapshot it was made against.
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [index('forms_name').on(t.name, t.id)],
);

/** A form's category (a tab); deleting a saved one passives it (isPassived, not active). */
export const formCategories = pgTable(
  'form_categories',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isPassived: boolean('is_passived').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index('form_categories_form').on(t.formId, t.position)],
);

/** An item of a category: its element type (1–8, FORM_ELEMENTS); deleting a saved one flags it. */
export const formItems = pgTable(
  'form_items',
  {
    id: serial('id').primaryKey(),
    formCategoryId: integer('form_category_id')
      .notNull()
      .references(() => formCategories.id, { onDelete: 'cascade' }),
    formElementId: smallint('form_element_id').notNull(),
    name: varchar('name', { length: 500 }).notNull(),
    description: text('description'),
    isRequired: boolean('is_required').notNull().default(false),
    minRequiredLength: integer('min_required_length'),
    maxRequiredLength: integer('max_required_length'),
    /** A matrix's rows, each answered with one of its options (docs/forms.md); none: one choice. */
    matrixRows: jsonb('matrix_rows').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [
    index('form_items_category').on(t.formCategoryId, t.position),
    check('form_items_element', sql`${t.formElementId} between 1 and 8`),
    check('form_items_lengths', sql`${t.minRequiredLength} <= ${t.maxRequiredLength}`),
  ],
);

/** An option of a dropdown, radio button or matrix item: value and point unique among its live options. */
export const formOptions = pgTable(
  'form_options',
  {
    id: serial('id').primaryKey(),
    formItemId: integer('form_item_id')
      .notNull()
      .references(() => formItems.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 500 }).notNull(),
    point: numeric('point', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createTime: createTime(),
  },
  (t) => [index('form_options_item').on(t.formItemId, t.position)],
);

/** What a form looked like after one save of the builder (categories, items, options as JSON). */
export const formVersions = pgTable(
  'form_versions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    structure: jsonb('structure').notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('form_versions_form_version').on(t.formId, t.version)],
);

/** The roles that fill a form, each with the workflow its submissions follow; a role once per form. */
export const formRoles = roleWorkflowTable('form_roles', {
  key: 'formId',
  column: 'form_id',
  references: () => forms.id,
  unique: 'form_roles_form_role',
});

/**
 * A submission (spec 001 §3 FormUser): who filled which version of the form, under which workflow, its
 * status (FormStatus: 1 waiting, 2 approved, 3 rejected, 4 cancelled) and when it was completed. Submissions keep their
 * form: a form with submissions is not deleted (docs/forms.md).
 */
export const formUsers = pgTable(
  'form_users',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    formVersionId: integer('form_version_id')
      .notNull()
      .references(() => formVersions.id),
    userId: historyReference('user_id'),
    workflowId: integer('workflow_id').references(() => workflows.id),
    formStatusId: smallint('form_status_id').notNull().default(1),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    index('form_users_form').on(t.formId, t.formStatusId),
    index('form_users_user').on(t.userId),
    index('form_users_version').on(t.formVersionId),
    index('form_users_workflow').on(t.workflowId),
    check('form_users_status', sql`${t.formStatusId} between 1 and 4`),
  ],
);

/** A submission's answer to one item of its version (choices: the option ids, comma-separated). */
export const formUserAnswers = pgTable(
  'form_user_answers',
  {
    id: serial('id').primaryKey(),
    formUserId: integer('form_user_id')
      .notNull()
      .references(() => formUsers.id, { onDelete: 'cascade' }),
    formItemId: integer('form_item_id')
      .notNull()
      .references(() => formItems.id),
    value: text('value'),
  },
  (t) => [
    uniqueIndex('form_user_answers_item').on(t.formUserId, t.formItemId),
    index('form_user_answers_form_item').on(t.formItemId),
  ],
);

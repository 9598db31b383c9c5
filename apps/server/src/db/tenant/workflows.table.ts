import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';

/**
 * Workflows (spec 001 §3): a named chain of steps that forms, leave types, quizzes, staff demands and
 * discipline pick per role. A workflow in use by any of them cannot be deleted (their references answer
 * InUse, naming the place); its own steps go with it.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /**
     * Bumped by a trigger at every write to the workflow's steps, arrows, operations, participants and rules
     * (migration 0016): a request starts on the version stored for this revision without reading the graph.
     */
    revision: integer('revision').notNull().default(0),
    createTime: createTime(),
  },
  (t) => [index('workflows_name').on(t.name, t.id)],
);

/** What a step does (spec 001 §3 type {name, code}): seeded per tenant (APPROVAL, STATUS_UPDATE, …). */
export const workflowItemOperationTypes = pgTable(
  'workflow_item_operation_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('workflow_item_operation_types_code').on(t.code)],
);

/** A step of a workflow (spec 001 §3 Workflow item): soft-deleted through isActive, ordered by position. */
export const workflowItems = pgTable(
  'workflow_items',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    workflowItemOperationTypeId: integer('workflow_item_operation_type_id')
      .notNull()
      .references(() => workflowItemOperationTypes.id),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createTime: createTime(),
  },
  (t) => [index('workflow_items_workflow').on(t.workflowId, t.isActive, t.position)],
);

/**
 * A command type (spec 001 §3): the global ones (isList false, no item: 'Sonraki adım') and an approval
 * step's own decisions (isList true, workflowItemId: 'Onayla', 'Reddet'). goNextStep false ends the request.
 */
export const workflowItemCommandTypes = pgTable(
  'workflow_item_command_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    goNextStep: boolean('go_next_step').notNull().default(true),
    isList: boolean('is_list').notNull().default(false),
    workflowItemId: integer('workflow_item_id').references(() => workflowItems.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [index('workflow_item_command_types_item').on(t.workflowItemId)],
);

/** An arrow of the diagram (spec 001 §3 Workflow item command): from a step, of a type, to a target step. */
export const workflowItemCommands = pgTable(
  'workflow_item_commands',
  {
    id: serial('id').primaryKey(),
    workflowItemId: integer('workflow_item_id')
      .notNull()
      .references(() => workflowItems.id, { onDelete: 'cascade' }),
    workflowItemCommandTypeId: integer('workflow_item_command_type_id')
      .notNull()
      .references(() => workflowItemCommandTypes.id, { onDelete: 'cascade' }),
    targetWorkflowItemId: integer('target_workflow_item_id')
      .notNull()
      .references(() => workflowItems.id, { onDelete: 'cascade' }),
    createTime: createTime(),
  },
  (t) => [
    index('workflow_item_commands_item').on(t.workflowItemId),
    index('workflow_item_commands_target').on(t.targetWorkflowItemId),
  ],
);

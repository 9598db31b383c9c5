import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';

/**
 * Workflows (spec 001 §3): a named chain of steps that forms, leave types, quizzes, staff demands and
 * discipline pick per role. A workflow in use by any of them cannot be deleted (their references answer
 * InUse).
 */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('workflows_name').on(t.name, t.id)],
);

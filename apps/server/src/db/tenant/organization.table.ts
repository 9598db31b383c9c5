import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';
import { lookupTable } from './reference.table.ts';

/** Departments: the id/name/isActive lookup the user dialog picks from (spec 001 §3). */
export const departments = lookupTable('departments');

/** Roles ("organizations"): Admin, Personel and Editor are seeded into every tenant (docs/people.md). */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }),
    level: integer('level').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    panelRole: boolean('panel_role').notNull().default(false),
    logo: text('logo'),
    transparentLogo: text('transparent_logo'),
    createTime: createTime(),
  },
  (t) => [uniqueIndex('roles_name_lower').on(sql`lower(${t.name})`)],
);

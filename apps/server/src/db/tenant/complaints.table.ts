import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createTime, searchIndex } from './columns.ts';

export const complaintTypes = pgTable(
  'complaint_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    createTime: createTime(),
  },
  (t) => [index('complaint_types_name').on(t.name, t.id)],
);

/**
 * Anonymous complaints: a type, a description and a time, and nothing that identifies the sender (no user,
 * address or device column, on purpose).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    // No action on delete: a type still in use stays, and the delete answers InUse.
    complaintTypeId: integer('complaint_type_id')
      .notNull()
      .references(() => complaintTypes.id),
    description: text('description').notNull(),
    createTime: createTime(),
  },
  (t) => [
    index('complaints_create_time').on(t.createTime, t.id),
    searchIndex('complaints_description_search', t.description),
    index('complaints_type').on(t.complaintTypeId),
  ],
);

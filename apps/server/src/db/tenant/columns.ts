import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made, set by the database. */
export const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

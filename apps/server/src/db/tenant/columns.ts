import { sql } from 'drizzle-orm';
import { index, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { folded } from '../turkish-text.ts';

/** When the row was made, set by the database. */
export const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

/**
 * A trigram index (pg_trgm) serving the list search's folded contains (`searchColumns`, docs/performance.md):
 * `lower(translate(column …)) like '%text%'` becomes an index lookup instead of a scan of every row.
 */
export const searchIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${folded(column)} gin_trgm_ops`);

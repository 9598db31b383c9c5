import { sql } from 'drizzle-orm';
import { check, date, index, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { searchFolded } from '../turkish-text.ts';

/** When the row was made, set by the database. */
export const createTime = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

/**
 * A trigram index (pg_trgm) serving the list search's folded contains (`searchColumns`, docs/performance.md):
 * `lower(translate(column …)) like '%text%'` becomes an index lookup instead of a scan of every row.
 */
export const searchIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${searchFolded(column)} gin_trgm_ops`);

/** A publish window (docs/navigation.md): the first and last day a thing is shown, each optional. */
export const publishWindow = () => ({ startDate: date('start_date'), endDate: date('end_date') });

/** The window holds in the database too: a start after its end is refused, whatever writes it. */
export const publishWindowCheck = (name: string, t: { startDate: PgColumn; endDate: PgColumn }) =>
  check(name, sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.startDate} <= ${t.endDate}`);

import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row's version (docs/crud.md): PostgreSQL's `xmin`, the transaction that last wrote the row, so every
 * update changes it on both engines without a column of its own. Lists and reads answer it; an update that
 * sends the version it read is refused when the row changed since (a lost update).
 */
export const versionOf = (table: PgTable) => sql<string>`${table}.xmin::text`;

import { getTableName, sql, type SQL } from 'drizzle-orm';
import { tenantTables } from '../../src/db/tenant-db.ts';
import type { TestServer } from '../harness.ts';

/** Tables whose rows change by signing in, not by the operations under test. */
const SESSION_TABLES = new Set(['user_tokens']);

type Summary = (name: string) => SQL;

/** Every table's row count and the rows' hashes summed: the same content in two databases sums the same. */
const contentSum: Summary = (name) =>
  // a sum of row hashes needs no sort: the ~74,000 places are summed, not ordered, at every check
  sql`(select count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint)::text, '') from ${sql.identifier(name)} t)`;

/**
 * Every table's row count and its newest row version (the highest xmin). Any committed write in a database
 * moves one of them: an insert or an update makes a row version with a transaction id newer than any before,
 * a delete lowers the count (and a delete with an insert has the insert's new version). A third of the
 * content sum's cost: no row is turned into text. Within one database only (a restored copy has other ids).
 */
const versionMark: Summary = (name) =>
  sql`(select count(*)::text || ':' || coalesce(max(t.xmin::text::bigint)::text, '') from ${sql.identifier(name)} t)`;

async function summarise(server: TestServer, tag: string, summary: Summary): Promise<Record<string, string>> {
  const names = (await tenantTables())
    .map((table) => getTableName(table))
    .filter((name) => !SESSION_TABLES.has(name));
  const parts = names.map((name) => sql`select ${name}::text as name, ${summary(name)} as sum`);
  return server.server.services.tenants.withTenant(tag, async (db) => {
    const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
      rows: { name: string; sum: string }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
  });
}

/**
 * Row count and the sum of the rows' hashes of every table of a tenant, in one statement: equal in two
 * databases means the same rows (a changed row changes its hash, so the sum, but for a 1 in 2³² collision).
 */
export function tenantChecksum(server: TestServer, tag: string): Promise<Record<string, string>> {
  return summarise(server, tag, contentSum);
}

/**
 * What the walks compare before and after a call to say "nothing changed": per table, the row count and the
 * newest row version, in one statement. Stricter than the content sum (a write of the same values counts).
 */
export function tenantWriteMark(server: TestServer, tag: string): Promise<Record<string, string>> {
  return summarise(server, tag, versionMark);
}

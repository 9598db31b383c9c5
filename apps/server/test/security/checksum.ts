import { getTableName, sql } from 'drizzle-orm';
import { tenantTables } from '../../src/db/tenant-db.ts';
import type { TestServer } from '../harness.ts';

/** Tables whose rows change by signing in, not by the operations under test. */
const SESSION_TABLES = new Set(['user_tokens']);

/**
 * Row count and the sum of the rows' hashes of every table of a tenant, in one statement: equal before and
 * after means nothing changed (a changed row changes its hash, so the sum, but for a 1 in 2³² collision).
 */
export async function tenantChecksum(server: TestServer, tag: string): Promise<Record<string, string>> {
  const names = (await tenantTables())
    .map((table) => getTableName(table))
    .filter((name) => !SESSION_TABLES.has(name));
  const parts = names.map(
    (name) =>
      // a sum of row hashes needs no sort: the ~74,000 places are summed, not ordered, at every check
      sql`select ${name}::text as name, (select count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint)::text, '') from ${sql.identifier(name)} t) as sum`,
  );
  return server.server.services.tenants.withTenant(tag, async (db) => {
    const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
      rows: { name: string; sum: string }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
  });
}

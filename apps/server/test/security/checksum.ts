import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { tenantSchema } from '../../src/db/tenant/index.ts';
import type { TestServer } from '../harness.ts';

/** Tables whose rows change by signing in, not by the operations under test. */
const SESSION_TABLES = new Set(['user_tokens']);

/** Row count and content hash of every table of a tenant: equal before and after means nothing changed. */
export async function tenantChecksum(server: TestServer, tag: string): Promise<Record<string, string>> {
  const tables = (Object.values(tenantSchema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  return server.server.services.tenants.withTenant(tag, async (db) => {
    const sums: Record<string, string> = {};
    for (const table of tables) {
      const name = getTableName(table);
      if (SESSION_TABLES.has(name)) continue;
      const result = (await db.execute(
        sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as sum from ${sql.identifier(name)} t`,
      )) as unknown as { rows: { sum: string }[] };
      sums[name] = result.rows[0]?.sum ?? '';
    }
    return sums;
  });
}

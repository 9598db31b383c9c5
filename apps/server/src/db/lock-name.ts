import { sql } from 'drizzle-orm';
import type { TenantDb } from './tenant-db.ts';

/** A transaction-scoped lock on one name, so two writes checking the same rule run one after the other. */
export async function lockName(db: Pick<TenantDb, 'execute'>, name: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

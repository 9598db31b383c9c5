import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { embeddedPath, isEmbedded } from '../apps/server/src/tenancy/database.ts';
import type { Queryable } from './seed-scale.ts';

export interface TenantSql extends Queryable {
  /**
   * A statement run as the server runs its list pages: on PostgreSQL prepared by name once per connection
   * (the server's `plannedOnce`), so the direct path skips the parse and plan the server skips; PGlite's API
   * has no named statements, so there it is `query`.
   */
  prepared(sql: string, params: unknown[]): Promise<unknown>;
  /** One transaction on one connection (a `pg` client from the pool, or PGlite's own). */
  transaction<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A client on a tenant's database from the bench process: a `pg` pool of `connections` on PostgreSQL, or the
 * embedded folder opened with PGlite and the extensions the server loads (`tenancy/database.ts`). Only one
 * process may own an embedded folder: open it while the server is not running.
 */
export async function openTenantSql(url: string, dataDir: string, connections: number): Promise<TenantSql> {
  if (isEmbedded(url)) {
    const client = new PGlite(embeddedPath(url, dataDir), { extensions: { pg_trgm } });
    await client.waitReady;
    return {
      query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
      prepared: (sql, params) => client.query(sql, params),
      transaction: (work) =>
        client.transaction((tx) =>
          work({ query: async (sql, params) => ({ rows: (await tx.query(sql, params)).rows }) }),
        ),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const names = new Map<string, string>();
  const nameOf = (sql: string) => names.get(sql) ?? names.set(sql, `direct_${names.size + 1}`).get(sql)!;
  return {
    query: (sql, params) => pool.query(sql, params),
    prepared: (sql, params) => pool.query({ name: nameOf(sql), text: sql, values: params }),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: (sql, params) => client.query({ name: nameOf(sql), text: sql, values: params }),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Tenant } from '../harness.ts';
import { ConnectionBudget, connectionShares } from '../../src/tenancy/connection-budget.ts';

/** Runs only in the PostgreSQL pass (see vitest.config.ts). */
const POSTGRES = process.env.TEST_DATABASE_URL ?? '';
const MAX = 8; // the control database 2, its listener 1, the tenants 5
const TENANTS = 12;

/** Connections now open to these databases, as PostgreSQL counts them. */
async function openConnections(admin: pg.Client, databases: string[]): Promise<number> {
  const found = await admin.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = any($1)',
    [databases],
  );
  return found.rows[0]?.n ?? 0;
}

describe('PG_MAX_CONNECTIONS', () => {
  let server: TestServer;
  let admin: pg.Client;
  const tenants: { tenant: Tenant; token: string }[] = [];
  const databases: string[] = [];

  beforeAll(async () => {
    server = await TestServer.start({ pgMaxConnections: MAX, tenantCacheSize: 100 });
    for (let i = 0; i < TENANTS; i++) {
      const tenant = await server.createTenant();
      tenants.push({ tenant, token: await server.signIn(tenant) });
      databases.push(`pano_${tenant.tag.replace(/-/g, '_')}`);
    }
    admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await server.stop();
  });

  it('holds the tenants of one process to their share, however many are open and asked at once', async () => {
    const share = connectionShares(MAX).tenants;
    expect(share).toBe(5);
    let highest = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        highest = Math.max(highest, await openConnections(admin, databases));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // 96 lists at once over twelve tenants, each pool allowed 5: without the budget, up to 60 connections
    const answers = await Promise.all(
      Array.from({ length: 96 }, (_, i) => {
        const { token } = tenants[i % TENANTS]!;
        return server.call(
          '{ cities(pagerModel: { pageSize: 50 }) { isSuccess totalItemCount } }',
          {},
          {
            token,
          },
        );
      }),
    );
    sampling = false;
    await sampler;
    expect(answers.every((answer) => answer.isSuccess)).toBe(true);
    expect(highest).toBeGreaterThan(0);
    expect(highest).toBeLessThanOrEqual(share);
    expect(server.server.services.tenants.connections.counts.highest).toBeLessThanOrEqual(share);
    expect(server.server.services.tenants.openCount).toBe(TENANTS);
  });

  it('a pool with no idle timeout gives its idle connections to another pool that needs them', async () => {
    const budget = new ConnectionBudget(2);
    const [first, second] = [0, 1].map(() => {
      // idle connections never time out here: only the budget can close them
      const pool = new pg.Pool({
        connectionString: POSTGRES,
        idleTimeoutMillis: 0,
        ...budget.poolOptions(),
      });
      return { pool, unwatch: budget.watch(pool) };
    }) as [{ pool: pg.Pool; unwatch: () => void }, { pool: pg.Pool; unwatch: () => void }];
    try {
      const held = await Promise.all([first.pool.connect(), first.pool.connect()]);
      for (const client of held) client.release();
      expect(first.pool.idleCount).toBe(2);
      const [a, b] = await Promise.all([second.pool.connect(), second.pool.connect()]);
      expect(first.pool.totalCount).toBe(0);
      expect(second.pool.totalCount).toBe(2);
      expect(budget.counts).toEqual({ held: 2, highest: 2 });
      // one comes back idle while the first pool waits: it is closed for the first pool
      const waiting = first.pool.connect();
      a!.release();
      const again = await waiting;
      expect([first.pool.totalCount, second.pool.totalCount]).toEqual([1, 1]);
      again.release();
      b!.release();
    } finally {
      for (const { pool, unwatch } of [first, second]) {
        unwatch();
        await pool.end();
      }
    }
    // each ended connection gave its place back (a client says it ended on the next tick)
    await expect.poll(() => budget.counts.held).toBe(0);
  });
});

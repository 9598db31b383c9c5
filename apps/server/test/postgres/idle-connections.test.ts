import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../harness.ts';

/** Runs only in the PostgreSQL pass (see vitest.config.ts). */
const POSTGRES = process.env.TEST_DATABASE_URL ?? '';
const LIST = '{ cities(pagerModel: { pageSize: 5 }) { isSuccess totalItemCount } }';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PG_IDLE_SECONDS: how long a tenant's idle connection stays open. A tenant asked again within it finds the
 * connection warm (no new PostgreSQL backend for its request); past it the connection is closed.
 */
describe('PG_IDLE_SECONDS', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
  });
  afterAll(() => admin.end());

  /** The tenant's connections now open, as PostgreSQL counts them. */
  async function connectionsOf(database: string): Promise<number> {
    const found = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    return found.rows[0]?.n ?? 0;
  }

  /** A server with `pgIdleSeconds`, one tenant asked once; its database's name. */
  async function askedOnce(pgIdleSeconds: number) {
    const server = await TestServer.start({ pgIdleSeconds });
    const tenant = await server.createTenant();
    const token = await server.signIn(tenant);
    expect((await server.call(LIST, {}, { token })).isSuccess).toBe(true);
    return { server, database: `pano_${tenant.tag.replace(/-/g, '_')}` };
  }

  it('keeps a tenant’s idle connection past pg’s own 10 s when set longer', async () => {
    const { server, database } = await askedOnce(30);
    try {
      expect(await connectionsOf(database)).toBeGreaterThan(0);
      await sleep(11_500);
      expect(await connectionsOf(database)).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('closes it once idle for longer than set', async () => {
    const { server, database } = await askedOnce(1);
    try {
      expect(await connectionsOf(database)).toBeGreaterThan(0);
      let left = 1;
      for (let i = 0; i < 40 && left > 0; i++) {
        await sleep(100);
        left = await connectionsOf(database);
      }
      expect(left).toBe(0);
    } finally {
      await server.stop();
    }
  }, 30_000);
});

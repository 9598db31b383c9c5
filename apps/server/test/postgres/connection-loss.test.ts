import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dropPostgresDatabase, ensurePostgresDatabase, openDatabase } from '../../src/tenancy/database.ts';
import { TENANT_MIGRATIONS } from '../../src/tenancy/migrations.ts';

/** Runs only in the PostgreSQL pass (see vitest.config.ts). */
const server = process.env.TEST_DATABASE_URL ?? '';
const name = `pano_loss_${crypto.randomBytes(4).toString('hex')}`;

describe('a connection the server ends', () => {
  afterAll(() => dropPostgresDatabase(server, name));

  it('does not crash the process; the next query gets a new connection', async () => {
    const url = await ensurePostgresDatabase(server, name);
    const opened = await openDatabase({
      url,
      dataDir: '/nonexistent',
      migrationsFolder: TENANT_MIGRATIONS,
    });
    try {
      await opened.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = (await opened.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
      expect(again.rows[0]?.n).toBe(2);
    } finally {
      await opened.close();
    }
  });
});

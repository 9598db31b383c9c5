import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { dropPostgresDatabase, ensurePostgresDatabase, openDatabase } from '../../src/tenancy/database.ts';
import { TENANT_MIGRATIONS } from '../../src/tenancy/migrations.ts';

/** Runs only in the PostgreSQL pass (vitest.config.ts includes this folder when TEST_DATABASE_URL is set). */
const server = process.env.TEST_DATABASE_URL ?? '';
const name = `pano_mig_${crypto.randomBytes(4).toString('hex')}`;

describe('migrations on PostgreSQL', () => {
  afterAll(() => dropPostgresDatabase(server, name));

  it('two openers of one new database migrate it once, without errors', async () => {
    const url = await ensurePostgresDatabase(server, name);
    const open = () =>
      openDatabase({
        url,
        dataDir: '/nonexistent',
        migrationsFolder: TENANT_MIGRATIONS,
      });
    const opened = await Promise.all([open(), open(), open()]);
    try {
      const db = opened[0]!.db;
      const count = async (query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
      const files = fs.readdirSync(TENANT_MIGRATIONS).filter((f) => f.endsWith('.sql'));
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
        files.length,
      );
      const genders = sql`select count(*)::int as n from information_schema.tables where table_name = 'genders'`;
      expect(await count(genders)).toBe(1);
    } finally {
      await Promise.all(opened.map((o) => o.close()));
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { post, runLoad, type LoadResult } from './load.ts';
import { createTenantWithCli, startServer, stopServer } from './support.ts';
import { openTenantSql } from './tenant-sql.ts';

export interface FairnessResult {
  idle: LoadResult;
  loaded: LoadResult;
  heavy: LoadResult;
}

const ADMIN = { email: 'admin@fair.test', password: 'fair-pass-1' };

/** Makes an embedded tenant in `dataDir` with the tenant CLI, as an operator would. */
function createTenant(dataDir: string, tag: string): void {
  createTenantWithCli({ tag, company: tag, ...ADMIN }, { DATA_DIR: dataDir, DATABASE_URL: '' });
}

async function token(url: string, tag: string): Promise<string> {
  const sub = (await (await fetch(`${url}/api/Subscription/GetSubscription?tag=${tag}`)).json()) as {
    data: { connectionString: string };
  };
  const answer = await fetch(`${url}/api/User/VerifyPanelUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionToken: sub.data.connectionString, ...ADMIN }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const ROWS = 'isSuccess data { id name role { name } department { name } }';
/** Fifteen aliases of a 1,000-row page with two relations: just under the cost limit (45,015 of 50,000). */
const HEAVY = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: users(userPagerModel: { pageNumber: 1, pageSize: 1000 }) { ${ROWS} }`).join(' ')} }`;
const LIGHT = '{ currentUser { isSuccess data { id } } }';

/**
 * Issue 25 item 17: one embedded tenant's heavy lists must not hold another tenant's small request. Tenant B's
 * `currentUser` alone, then while tenant A runs eight heavy lists at once (the same server, the same thread
 * of embedded databases).
 */
export async function benchFairness(seconds: number): Promise<FairnessResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-fair-'));
  try {
    createTenant(dataDir, 'fair-a');
    createTenant(dataDir, 'fair-b');
    const sql = await openTenantSql('pglite:tenants/fair-a', dataDir, 1);
    await sql.query(
      `insert into users (name, surname, email) select 'Ad' || i, 'Soyad' || i, 'u' || i || '@fair.test' from generate_series(1, 3000) i`,
    );
    await sql.close();
    const port = 18_700 + Math.floor(Math.random() * 90);
    const server = await startServer(port, { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '' });
    try {
      const [a, b] = [await token(server.url, 'fair-a'), await token(server.url, 'fair-b')];
      const light = () =>
        post(`${server.url}/graphql`, { authorization: `Bearer ${b}` }, JSON.stringify({ query: LIGHT }));
      const heavyCall = () =>
        post(`${server.url}/graphql`, { authorization: `Bearer ${a}` }, JSON.stringify({ query: HEAVY }));
      await runLoad(1, 2, light); // warm-up
      await runLoad(2, 4, heavyCall);
      const idle = await runLoad(1, seconds, light);
      const [loaded, heavy] = await Promise.all([runLoad(1, seconds, light), runLoad(8, seconds, heavyCall)]);
      return { idle, loaded, heavy };
    } finally {
      await stopServer(server.child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function fairnessTable(r: FairnessResult): string {
  const ratio = r.loaded.p95 / Math.max(r.idle.p95, 0.001);
  return [
    "Tenant B's `currentUser` (one connection) alone, and while tenant A sends eight heavy lists at once (15 aliases of a 1,000-row page, 45,015 of the 50,000 cost limit), both embedded on one server:",
    '',
    '| | requests/s | p50 | p95 |',
    '|---|---|---|---|',
    `| B alone | ${r.idle.perSecond.toFixed(0)} | ${r.idle.p50.toFixed(1)} ms | ${r.idle.p95.toFixed(1)} ms |`,
    `| B while A is heavy | ${r.loaded.perSecond.toFixed(0)} | ${r.loaded.p50.toFixed(1)} ms | ${r.loaded.p95.toFixed(1)} ms |`,
    `| A's heavy lists (${r.heavy.errors} refused) | ${r.heavy.perSecond.toFixed(1)} | ${r.heavy.p50.toFixed(0)} ms | ${r.heavy.p95.toFixed(0)} ms |`,
    '',
    `B's p95 under load / alone: ${ratio.toFixed(1)} (target ≤ 3).`,
  ].join('\n');
}

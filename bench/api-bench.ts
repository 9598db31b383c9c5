import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/kernel/config.ts';
import { createServer, createServices } from '../apps/server/src/app/create-server.ts';
import { dropPostgresDatabase, ensurePostgresDatabase } from '../apps/server/src/tenancy/database.ts';
import { runLoad, post, type LoadResult } from './load.ts';
import { seedScale } from './seed-scale.ts';
import { machine, ROOT, startServer, writeResults } from './support.ts';

/**
 * `npm run bench`: a PostgreSQL tenant at scale; the users list with a search over GraphQL (server in its
 * own process, load from this one on loopback) against the same SQL sent through `pg` directly.
 */
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const COUNTS = {
  users: Number(process.env.BENCH_USERS ?? 100_000),
  notifications: Number(process.env.BENCH_NOTIFICATIONS ?? 1_000_000),
  announcementRecipients: Number(process.env.BENCH_ANNOUNCEMENT_RECIPIENTS ?? 200_000),
};
const QUERY = `query Users($p: UserPagerModel) { users(userPagerModel: $p) { isSuccess totalItemCount data { id name surname email role { name } department { name } } } }`;
const VARIABLES = { p: { searchText: 'ayşe yıl', pageSize: 15, pageNumber: 1 } };

const suffix = crypto.randomBytes(3).toString('hex');
const tag = `bench-${suffix}`;
const controlName = `pano_ctl_bench_${suffix}`;
const tenantName = `pano_${tag.replace(/-/g, '_')}`;
const admin = { email: 'admin@bench.test', password: 'bench-pass-1' };

const controlUrl = await ensurePostgresDatabase(SERVER, controlName);
const dataDir = fs.mkdtempSync(path.join(ROOT, 'bench', '.data-'));
try {
  console.log(
    `creating tenant ${tag} and seeding ${COUNTS.users} users, ${COUNTS.notifications} notifications, ${COUNTS.announcementRecipients} announcement recipients …`,
  );
  const cli = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'apps/server/src/cli/tenant.ts'),
      'create',
      '--tag',
      tag,
      '--company',
      'Bench',
      '--admin-email',
      admin.email,
      '--admin-password',
      admin.password,
    ],
    { env: { ...process.env, DATABASE_URL: controlUrl, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(cli.stderr);
  const tenantUrl = new URL(SERVER);
  tenantUrl.pathname = `/${tenantName}`;
  const seeded = Date.now();
  await seedScale(tenantUrl.toString(), COUNTS);
  console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  // 1. The SQL one list request runs, captured through the query logger of an in-process server.
  const statements: { sql: string; params: unknown[] }[] = [];
  const services = await createServices(
    { ...loadConfig(), databaseUrl: controlUrl, dataDir, seedDemo: false, tokenCacheMs: 60_000 },
    { logQuery: (sql, params) => void statements.push({ sql, params }) },
  );
  const inProcess = await createServer(services);
  const sub = await inProcess.app.inject({ url: `/api/Subscription/GetSubscription?tag=${tag}` });
  const signIn = await inProcess.app.inject({
    method: 'POST',
    url: '/api/User/VerifyPanelUser',
    payload: { connectionToken: sub.json().data.connectionString, ...admin },
  });
  const token: string = signIn.json().data.token;
  const ask = () =>
    inProcess.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: QUERY, variables: VARIABLES },
    });
  await ask();
  statements.length = 0;
  const sample = await ask();
  const listStatements = [...statements];
  await inProcess.close();
  console.log(
    `one list request: ${listStatements.length} SQL statements; total ${sample.json().data.users.totalItemCount}`,
  );

  // 2. GraphQL over HTTP against the server in its own process.
  const port = 18_800 + Math.floor(Math.random() * 100);
  const server = await startServer(port, { DATABASE_URL: controlUrl, SEED_DEMO: 'false', DATA_DIR: dataDir });
  let graphql: LoadResult;
  let rssMb = 0;
  try {
    const body = JSON.stringify({ query: QUERY, variables: VARIABLES });
    const headers = { authorization: `Bearer ${token}` };
    await runLoad(4, 2, () => post(`${server.url}/graphql`, headers, body)); // warm-up
    graphql = await runLoad(CONNECTIONS, SECONDS, () => post(`${server.url}/graphql`, headers, body));
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    rssMb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } finally {
    server.child.kill();
  }

  // 3. The same statements through pg directly, with the same concurrency.
  const pool = new pg.Pool({ connectionString: tenantUrl.toString(), max: CONNECTIONS });
  const direct = await runLoad(CONNECTIONS, SECONDS, async () => {
    for (const s of listStatements) await pool.query(s.sql, s.params as unknown[]);
  });
  await pool.end();

  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`;
  const result = `Machine: ${machine()}. Command: \`npm run bench\` (PostgreSQL at ${new URL(SERVER).host}, ${CONNECTIONS} connections, ${SECONDS} s each).

Tenant at scale: ${COUNTS.users.toLocaleString('en')} users, ${COUNTS.notifications.toLocaleString('en')} notifications, ${COUNTS.announcementRecipients.toLocaleString('en')} announcement recipients (100 per announcement).

Users list, search \`${VARIABLES.p.searchText}\`, 15 per page, with role and department:

| path | requests/s | p50 ms | p95 ms | p99 ms | errors |
|---|---|---|---|---|---|
${row('GraphQL over HTTP (server process)', graphql)}
${row('same SQL through pg directly', direct)}

Ratio GraphQL / direct throughput: **${(graphql.perSecond / direct.perSecond).toFixed(2)}**. SQL statements per list request: **${listStatements.length}**. Server peak memory (VmHWM): **${rssMb.toFixed(0)} MB**.

Statements of one request:

${listStatements.map((s) => `- \`${s.sql.replace(/\s+/g, ' ').slice(0, 160)}${s.sql.length > 160 ? '…' : ''}\``).join('\n')}`;
  writeResults('API', result);
  console.log(result);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropPostgresDatabase(SERVER, controlName);
  await dropPostgresDatabase(SERVER, tenantName);
}

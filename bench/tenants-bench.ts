import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/kernel/config.ts';
import { closeServices, createServices } from '../apps/server/src/app/create-server.ts';
import { provisionTenant } from '../apps/server/src/seed/provision-tenant.ts';
import { dropPostgresDatabase, ensurePostgresDatabase } from '../apps/server/src/tenancy/database.ts';
import { USERS_FIRST_PAGE } from './api-cases.ts';
import { post, runLoad, type LoadResult } from './load.ts';
import { BENCH_SERVER, machine, memoryOf, signIn, startServer, stopServer, writeResults } from './support.ts';

/**
 * `npm run bench:tenants` (issue 32, docs/deploy.md): many tenants on one PostgreSQL server and one Pano
 * process. Makes BENCH_TENANTS (300) tenants from the tenant template, then the same read mix on one tenant
 * and spread over all of them at random: the p95 and throughput of both (target: within 2×), the most
 * connections the process held to PostgreSQL (target: never above PG_MAX_CONNECTIONS), its memory.
 */
const TENANTS = Number(process.env.BENCH_TENANTS ?? 300);
const MAX_CONNECTIONS = Number(process.env.BENCH_PG_MAX_CONNECTIONS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const suffix = crypto.randomBytes(3).toString('hex');
const controlName = `pano_ctl_many_${suffix}`;
const admin = { email: 'admin@many.test', password: 'many-pass-1' };
const tags = Array.from({ length: TENANTS }, (_, i) => `many-${suffix}-${i}`);
const databases = [controlName, ...tags.map((tag) => `pano_${tag.replace(/-/g, '_')}`)];

/** Makes the tenants as `npm run tenant -- create` does, four at a time, in this process. */
async function makeTenants(controlUrl: string): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-many-'));
  const services = await createServices({
    ...loadConfig(),
    databaseUrl: controlUrl,
    dataDir,
    seedDemo: false,
  });
  const started = performance.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < tags.length) {
          const tag = tags[next++]!;
          await provisionTenant(services, {
            tag,
            companyName: `Company ${tag}`,
            adminEmail: admin.email,
            adminPassword: admin.password,
          });
          await services.tenants.close(tag);
        }
      }),
    );
  } finally {
    await new Promise((resolve) => setImmediate(resolve)); // the last writes' notice goes out first
    await closeServices(services);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return (performance.now() - started) / 1000;
}

/** The most connections open to these databases while `work` runs, sampled every 20 ms. */
async function highestConnections<T>(work: () => Promise<T>): Promise<{ result: T; highest: number }> {
  const watcher = new pg.Client({ connectionString: BENCH_SERVER });
  await watcher.connect();
  let highest = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const found = await watcher.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = any($1)',
        [databases],
      );
      highest = Math.max(highest, found.rows[0]?.n ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), highest };
  } finally {
    sampling = false;
    await sampler;
    await watcher.end();
  }
}

const controlUrl = await ensurePostgresDatabase(BENCH_SERVER, controlName);
let report: string;
try {
  const making = await makeTenants(controlUrl);
  console.log(`${TENANTS} tenants made in ${making.toFixed(1)} s`);
  const port = 18_900 + Math.floor(Math.random() * 90);
  const server = await startServer(port, {
    DATABASE_URL: controlUrl,
    SEED_DEMO: 'false',
    PG_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
    TENANT_CACHE_SIZE: String(TENANTS + 10),
    RATE_LIMIT_PUBLIC: '1000000',
  });
  try {
    const tokens: string[] = [];
    for (const tag of tags) tokens.push(await signIn(server.url, { tag, admin }));
    const url = `${server.url}/graphql`;
    const bodies = [
      JSON.stringify({ query: USERS_FIRST_PAGE.query, variables: USERS_FIRST_PAGE.variables({ userId: 0 }) }),
      JSON.stringify({
        query: '{ cities(pagerModel: { pageSize: 15 }) { isSuccess totalItemCount data { id name } } }',
      }),
    ];
    let turn = 0;
    const read = (token: string) => post(url, { authorization: `Bearer ${token}` }, bodies[turn++ % 2]!);
    // every tenant opened once (its pool, the migrations' check, the catalogs), then both mixes
    const opening = performance.now();
    for (const token of tokens) await read(token);
    const firstOpen = (performance.now() - opening) / TENANTS;
    await runLoad(4, 2, () => read(tokens[0]!)); // warm-up
    const one = await highestConnections(() => runLoad(CONNECTIONS, SECONDS, () => read(tokens[0]!)));
    const many = await highestConnections(() =>
      runLoad(CONNECTIONS, SECONDS, () => read(tokens[Math.floor(Math.random() * tokens.length)]!)),
    );
    const memory = memoryOf(server.pid);
    const row = (name: string, load: LoadResult, highest: number) =>
      `| ${name} | ${load.perSecond.toFixed(0)} | ${load.p50.toFixed(1)} | ${load.p95.toFixed(1)} | ${load.errors} | ${highest} |`;
    const p95Ratio = many.result.p95 / one.result.p95;
    const rateRatio = one.result.perSecond / many.result.perSecond;
    const highest = Math.max(one.highest, many.highest);
    console.log(JSON.stringify({ one, many, memory, firstOpen }));
    report = `Machine: ${machine()}. Command: \`npm run bench:tenants\` (${TENANTS} tenants made from the tenant template in ${making.toFixed(0)} s, four at a time; one server process with \`PG_MAX_CONNECTIONS=${MAX_CONNECTIONS}\` and every tenant kept open; ${CONNECTIONS} connections, ${SECONDS} s per mix).

The mix: the users' first page and the cities' first page, alternately, signed in as each tenant's admin. Every tenant was asked once before (its first request opens it: ${firstOpen.toFixed(0)} ms on average).

| mix | requests/s | p50 ms | p95 ms | errors | most connections to PostgreSQL |
|---|---|---|---|---|---|
${row('one tenant', one.result, one.highest)}
${row(`${TENANTS} tenants at random`, many.result, many.highest)}

Spread over ${TENANTS} tenants against one: p95 **${p95Ratio.toFixed(2)}×**, throughput ${rateRatio.toFixed(2)}× lower (target within 2×: ${p95Ratio <= 2 && rateRatio <= 2 ? 'met' : '**not met**'}). Most connections held: **${highest}** (target ≤ ${MAX_CONNECTIONS}: ${highest <= MAX_CONNECTIONS ? 'met' : '**not met**'}). The process's memory after both: ${memory.rssMb.toFixed(0)} MB resident, ${memory.peakMb.toFixed(0)} MB at its peak.`;
  } finally {
    await stopServer(server.child);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
} finally {
  for (let i = 0; i < databases.length; i += 8)
    await Promise.all(databases.slice(i, i + 8).map((name) => dropPostgresDatabase(BENCH_SERVER, name)));
}
console.log(report);
writeResults('Many tenants', report);

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/kernel/config.ts';
import { closeServices, createServices } from '../apps/server/src/app/create-server.ts';
import { provisionTenant } from '../apps/server/src/seed/provision-tenant.ts';
import { dropPostgresDatabase, ensurePostgresDatabase } from '../apps/server/src/tenancy/database.ts';
import { CITIES_FIRST_PAGE, USERS_FIRST_PAGE } from './api-cases.ts';
import { captureStatements } from './capture-statements.ts';
import { directMixes, type DirectMix } from './tenants-direct.ts';
import { post, runLoad, type LoadResult } from './load.ts';
import {
  BENCH_SERVER,
  machine,
  machineBusyMs,
  memoryOf,
  processorMs,
  signIn,
  startServer,
  stopServer,
  writeResults,
} from './support.ts';

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

/**
 * The most connections open to these databases while `work` runs, and how many of them PostgreSQL started
 * during it (a new backend each), sampled every 20 ms; the processor time per request of the server, and of
 * the rest of the machine but this load generator (PostgreSQL, mostly).
 */
async function watchConnections(serverPid: number, work: () => Promise<LoadResult>) {
  const watcher = new pg.Client({ connectionString: BENCH_SERVER });
  await watcher.connect();
  const pids = async () =>
    (
      await watcher.query<{ pid: number }>('select pid from pg_stat_activity where datname = any($1)', [
        databases,
      ])
    ).rows.map((row) => row.pid);
  const before = new Set(await pids());
  const cpu = { server: processorMs(serverPid), machine: machineBusyMs(), load: process.cpuUsage() };
  const seen = new Set<number>();
  let highest = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await pids();
      highest = Math.max(highest, now.length);
      for (const pid of now) if (!before.has(pid)) seen.add(pid);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await work();
    const load = process.cpuUsage(cpu.load);
    const server = processorMs(serverPid) - cpu.server;
    const machine = machineBusyMs() - cpu.machine;
    const generator = (load.user + load.system) / 1000;
    const each = (ms: number) => ms / Math.max(1, result.requests);
    const perRequest = {
      server: each(server),
      generator: each(generator),
      rest: each(machine - server - generator),
    };
    return { result, highest, started: seen.size, perRequest };
  } finally {
    sampling = false;
    await sampler;
    await watcher.end();
  }
}

/** The mix through one server process: on one tenant, then spread over all at random. */
async function serverMixes(bodies: string[]) {
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
    let turn = 0;
    const read = (token: string) =>
      post(url, { authorization: `Bearer ${token}` }, bodies[turn++ % bodies.length]!);
    // every tenant opened once (its pool, the migrations' check, the catalogs), then both mixes
    const opening = performance.now();
    for (const token of tokens) await read(token);
    const firstOpen = (performance.now() - opening) / TENANTS;
    await runLoad(4, 2, () => read(tokens[0]!)); // warm-up
    const one = await watchConnections(server.pid, () =>
      runLoad(CONNECTIONS, SECONDS, () => read(tokens[0]!)),
    );
    const many = await watchConnections(server.pid, () =>
      runLoad(CONNECTIONS, SECONDS, () => read(tokens[Math.floor(Math.random() * tokens.length)]!)),
    );
    return { one, many, firstOpen, memory: memoryOf(server.pid) };
  } finally {
    await stopServer(server.child);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const controlUrl = await ensurePostgresDatabase(BENCH_SERVER, controlName);
let report: string;
try {
  const making = await makeTenants(controlUrl);
  console.log(`${TENANTS} tenants made in ${making.toFixed(1)} s`);
  const captureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-many-'));
  const captured = await captureStatements(
    { tag: tags[0]!, admin, controlUrl, dataDir: captureDir },
    [USERS_FIRST_PAGE, CITIES_FIRST_PAGE],
    { userId: 0 },
  ).finally(() => fs.rmSync(captureDir, { recursive: true, force: true }));
  const { one, many, firstOpen, memory } = await serverMixes(captured.cases.map((c) => c.body));
  const tenantUrl = (name: string) => Object.assign(new URL(BENCH_SERVER), { pathname: `/${name}` }).href;
  const direct = await directMixes(
    databases.slice(1).map(tenantUrl),
    captured.cases.map((c) => c.statements),
    { connections: CONNECTIONS, seconds: SECONDS },
  );
  console.log(JSON.stringify({ one, many, memory, firstOpen, direct }));
  const row = (name: string, mix: Awaited<ReturnType<typeof watchConnections>>) =>
    `| ${name} | through the server | ${mix.result.perSecond.toFixed(0)} | ${mix.result.p50.toFixed(1)} | ${mix.result.p95.toFixed(1)} | ${mix.result.errors} | ${mix.highest} | ${mix.started} | ${mix.perRequest.server.toFixed(2)} | ${mix.perRequest.rest.toFixed(2)} |`;
  const directRow = (name: string, mix: DirectMix) =>
    `| ${name} | the same statements through \`pg\` | ${mix.result.perSecond.toFixed(0)} | ${mix.result.p50.toFixed(1)} | ${mix.result.p95.toFixed(1)} | ${mix.result.errors} | | | | ${mix.restMs.toFixed(2)} |`;
  const p95Ratio = many.result.p95 / one.result.p95;
  const rateRatio = one.result.perSecond / many.result.perSecond;
  const directRatio = direct.one.result.perSecond / direct.many.result.perSecond;
  const highest = Math.max(one.highest, many.highest);
  const statements = captured.cases.map((c) => c.statements.length).join(' and ');
  report = `Machine: ${machine()}. Command: \`npm run bench:tenants\` (${TENANTS} tenants made from the tenant template in ${making.toFixed(0)} s, four at a time; one server process with \`PG_MAX_CONNECTIONS=${MAX_CONNECTIONS}\` and every tenant kept open; ${CONNECTIONS} connections, ${SECONDS} s per mix).

The mix: the users' first page and the cities' first page, alternately, signed in as each tenant's admin. Every tenant was asked once before (its first request opens it: ${firstOpen.toFixed(0)} ms on average). Then, the server stopped, the floor: the statements those two requests ran on a warm server (${statements}), straight through \`pg\`, prepared by name, on one tenant's database with ${CONNECTIONS} connections and spread over all with one connection each. Processor time per request from /proc: the server's, and the rest of the machine's but the load generator's (PostgreSQL, mostly).

| mix | path | requests/s | p50 ms | p95 ms | errors | most connections to PostgreSQL | connections opened during it | server processor ms per request | the rest's ms per request |
|---|---|---|---|---|---|---|---|---|---|
${row('one tenant', one)}
${row(`${TENANTS} tenants at random`, many)}
${directRow('one tenant', direct.one)}
${directRow(`${TENANTS} tenants at random`, direct.many)}

Spread over ${TENANTS} tenants against one: p95 **${p95Ratio.toFixed(2)}×**, throughput ${rateRatio.toFixed(2)}× lower (target within 2×: ${p95Ratio <= 2 && rateRatio <= 2 ? 'met' : '**not met**'}); the same statements straight through \`pg\` ${directRatio.toFixed(2)}× lower. Most connections held: **${highest}** (target ≤ ${MAX_CONNECTIONS}: ${highest <= MAX_CONNECTIONS ? 'met' : '**not met**'}). The process's memory after both: ${memory.rssMb.toFixed(0)} MB resident, ${memory.peakMb.toFixed(0)} MB at its peak.`;
} finally {
  for (let i = 0; i < databases.length; i += 8)
    await Promise.all(databases.slice(i, i + 8).map((name) => dropPostgresDatabase(BENCH_SERVER, name)));
}
console.log(report);
writeResults('Many tenants', report);

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, startNginx, type Balancer } from '../apps/server/test/cluster.ts';
import { USER_NOTIFICATIONS, USERS_FIRST_PAGE } from './api-cases.ts';
import { runLoad, post, type LoadResult } from './load.ts';
import { benchUserId } from './measure-tenant.ts';
import { seedScale } from './seed-scale.ts';
import {
  createBenchTenant,
  machine,
  signIn,
  startServer,
  stopServer,
  writeResults,
  type BenchTenant,
} from './support.ts';
import { openTenantSql } from './tenant-sql.ts';

/**
 * `npm run bench:scale` (issue 32, docs/deploy.md): the same read and write mix through nginx in front of one
 * and of two Pano processes on one PostgreSQL tenant, each process pinned to a core of its own (taskset);
 * prints both and the ratio (target on two cores: ≥ 1.6× for reads).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const cores = os.availableParallelism();
const nginx = findNginx();
if (!nginx) throw new Error('bench:scale needs nginx (Debian: apt-get install nginx-light)');

interface Run {
  processes: number;
  reads: LoadResult;
  writes: LoadResult;
}

/** `count` servers (server i on core i mod cores) behind nginx; the mix measured through it. */
async function measure(tenant: BenchTenant, count: number, userId: number): Promise<Run> {
  const secret = crypto.randomBytes(32).toString('hex');
  const servers = [];
  let balancer: Balancer | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-scale-'));
  try {
    for (let i = 0; i < count; i++) {
      const port = 18_600 + Math.floor(Math.random() * 100) + i * 100;
      const env = { DATABASE_URL: tenant.controlUrl, SEED_DEMO: 'false', JWT_SECRET: secret };
      // the public and portal limits count every request from this one address: out of the way here
      const limits = { RATE_LIMIT_PUBLIC: '1000000', HEAVY_WORK_QUEUE: '1000' };
      servers.push(await startServer(port, { ...env, ...limits }, [], i % cores));
    }
    balancer = await startNginx(
      nginx!,
      path.join(dir, 'nginx'),
      servers.map((s) => s.url.slice(7)),
    );
    const url = `${balancer.url}/graphql`;
    const headers = { authorization: `Bearer ${await signIn(balancer.url, tenant)}` };
    const reads = [USERS_FIRST_PAGE, USER_NOTIFICATIONS].map((c) =>
      JSON.stringify({ query: c.query, variables: c.variables({ userId }) }),
    );
    let turn = 0;
    const read = () => post(url, headers, reads[turn++ % reads.length]!);
    let serial = 0;
    const write = () =>
      post(
        url,
        headers,
        JSON.stringify({
          query: 'mutation($n: String) { createLevel(inputModel: { name: $n }) { isSuccess } }',
          variables: { n: `Seviye ${count}-${++serial}-${crypto.randomBytes(3).toString('hex')}` },
        }),
      );
    await runLoad(4, 2, read); // warm-up
    const result = {
      processes: count,
      reads: await runLoad(CONNECTIONS, SECONDS, read),
      writes: await runLoad(CONNECTIONS, SECONDS, write),
    };
    console.log(`${count} process(es): ${JSON.stringify(result)}`);
    return result;
  } finally {
    await balancer?.stop();
    for (const server of servers) {
      await stopServer(server.child);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const tenant = await createBenchTenant();
let runs: Run[];
try {
  const sql = await openTenantSql(tenant.tenantUrl, tenant.dataDir, 1);
  await seedScale(sql, { users: 1_000, notifications: 1_000, announcementRecipients: 2_000 }).finally(() =>
    sql.close(),
  );
  const userId = await benchUserId(tenant);
  runs = [await measure(tenant, 1, userId), await measure(tenant, 2, userId)];
} finally {
  await tenant.drop();
}

const [one, two] = runs as [Run, Run];
const row = (r: Run, kind: 'reads' | 'writes') => {
  const l = r[kind];
  return `| ${r.processes} | ${kind} | ${l.perSecond.toFixed(0)} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${l.errors} |`;
};
const readRatio = two.reads.perSecond / one.reads.perSecond;
const writeRatio = two.writes.perSecond / one.writes.perSecond;
const body = `Machine: ${machine()}. Command: \`npm run bench:scale\` (PostgreSQL small tenant, 1,000 users; nginx round-robin in front; ${CONNECTIONS} connections, ${SECONDS} s per mix; each server process pinned to one of ${cores} cores with taskset — nginx, PostgreSQL and the load generator share the same cores).

Reads: the users' first page and one user's notifications, alternately. Writes: \`createLevel\` (a row and its history row).

| processes | mix | requests/s | p50 ms | p95 ms | errors |
|---|---|---|---|---|---|
${[row(one, 'reads'), row(one, 'writes'), row(two, 'reads'), row(two, 'writes')].join('\n')}

Two processes against one: reads **${readRatio.toFixed(2)}×** (target ≥ 1.6×: ${readRatio >= 1.6 ? 'met' : '**not met**'}), writes ${writeRatio.toFixed(2)}×.`;
writeResults('Scale-out', body);
console.log(body);

import { seedExports } from './seed-exports.ts';
import { seedScale } from './seed-scale.ts';
import { openTenantSql } from './tenant-sql.ts';
import {
  BENCH_SERVER,
  createBenchTenant,
  machine,
  memoryOf,
  resetPeak,
  signIn,
  startServer,
  writeResults,
} from './support.ts';
import { xlsxRowCount } from './xlsx-rows.ts';

/**
 * `npm run bench:export`: the complaints and the disclaimer acceptors of one PostgreSQL tenant (100,000
 * each) exported through the GraphQL API of a server in its own process; for each export the time until
 * the whole answer has arrived and how far the server's resident memory rose above where it stood before
 * the request (peak VmHWM after resetting it, and VmRSS sampled every 20 ms, whichever is higher).
 */
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const TARGET = { seconds: 10, growthMb: 200 };
const EXPORTS = [
  {
    name: 'complaints',
    query: `query { exportComplaints { isSuccess message data { fileName fileBase64String } } }`,
  },
  {
    name: 'disclaimer acceptors',
    query: `query($p: DisclaimerUserExportModel!) { exportDisclaimerUsers(pagerModel: $p) { isSuccess message data { fileName fileBase64String } } }`,
  },
];

interface Measured {
  name: string;
  seconds: number;
  growthMb: number;
  beforeMb: number;
  fileMb: number;
  rows: number;
}

async function measure(
  url: string,
  pid: number,
  token: string,
  name: string,
  query: string,
  variables: object,
) {
  const beforeMb = memoryOf(pid).rssMb;
  const reset = resetPeak(pid);
  let sampledMb = beforeMb;
  const sampler = setInterval(() => (sampledMb = Math.max(sampledMb, memoryOf(pid).rssMb)), 20);
  const start = process.hrtime.bigint();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  clearInterval(sampler);
  const peakMb = Math.max(sampledMb, reset ? memoryOf(pid).peakMb : 0);
  const answer = Object.values(
    (JSON.parse(text) as { data: Record<string, { isSuccess: boolean; data: { fileBase64String: string } }> })
      .data,
  )[0];
  if (!answer?.isSuccess) throw new Error(`${name}: ${text.slice(0, 300)}`);
  const file = Buffer.from(answer.data.fileBase64String, 'base64');
  return {
    name,
    seconds,
    growthMb: peakMb - beforeMb,
    beforeMb,
    fileMb: file.length / 2 ** 20,
    rows: xlsxRowCount(file) - 1,
  };
}

const tenant = await createBenchTenant();
try {
  console.log(`tenant ${tenant.tag}: seeding ${ROWS} users, complaints and disclaimer acceptors …`);
  const seeded = Date.now();
  const sql = await openTenantSql(tenant.tenantUrl, tenant.dataDir, 1);
  await seedScale(sql, { users: ROWS, notifications: 0, announcementRecipients: 0 }).finally(() =>
    sql.close(),
  );
  const { disclaimerId } = await seedExports(tenant.tenantUrl, ROWS);
  console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const port = 18_900 + Math.floor(Math.random() * 100);
  const server = await startServer(port, {
    DATABASE_URL: tenant.controlUrl,
    SEED_DEMO: 'false',
    DATA_DIR: tenant.dataDir,
  });
  const results: Measured[] = [];
  let batchSize = '';
  try {
    const pid = server.pid;
    const token = await signIn(server.url, tenant);
    batchSize = process.env.EXPORT_BATCH_SIZE ?? '500 (the default)';
    for (let run = 1; run <= RUNS; run++) {
      for (const e of EXPORTS) {
        const result = await measure(server.url, pid, token, e.name, e.query, { p: { disclaimerId } });
        console.log(
          `run ${run}, ${e.name}: ${result.rows} rows in ${result.seconds.toFixed(1)} s, memory +${result.growthMb.toFixed(0)} MB (from ${result.beforeMb.toFixed(0)} MB), file ${result.fileMb.toFixed(1)} MB`,
        );
        results.push(result);
      }
    }
  } finally {
    server.child.kill();
  }

  const met = (r: Measured) =>
    r.rows === ROWS && r.seconds <= TARGET.seconds && r.growthMb <= TARGET.growthMb ? 'yes' : '**no**';
  const body = `Machine: ${machine()}. Command: \`npm run bench:export\` (PostgreSQL at ${new URL(BENCH_SERVER).host}, server in its own process, export batch size ${batchSize}).

Each export once per run, ${RUNS} runs, over GraphQL as the panel asks for it (the file in base64 inside the JSON answer). Time: from sending the request until the whole answer has arrived. Memory: the server's peak resident memory during the request (VmHWM, reset before it, and VmRSS sampled every 20 ms) above its resident memory just before. Target: ${TARGET.seconds} s and ${TARGET.growthMb} MB per export of ${ROWS.toLocaleString('en')} rows.

| run | export | rows | seconds | memory growth MB | RSS before MB | file MB | target met |
|---|---|---|---|---|---|---|---|
${results.map((r, i) => `| ${Math.floor(i / EXPORTS.length) + 1} | ${r.name} | ${r.rows.toLocaleString('en')} | ${r.seconds.toFixed(1)} | ${r.growthMb.toFixed(0)} | ${r.beforeMb.toFixed(0)} | ${r.fileMb.toFixed(1)} | ${met(r)} |`).join('\n')}`;
  writeResults('Exports', body);
  console.log(body);
} finally {
  await tenant.drop();
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { post, runLoad, type LoadResult } from './load.ts';
import { childOf, peakRss, processMemory, waitIdle, type ProcessMemory } from './process-memory.ts';
import { machine, ROOT, waitHealthy, writeResults } from './support.ts';

/**
 * `npm run bench:memory`: the memory of `npm start` (scripts/start.mjs: the compiled server with its flags)
 * with the demo tenant on the embedded default. Two runs on one fresh data folder: the first start, which
 * creates and seeds the demo tenant, and a restart, as a server usually runs. Each prints the server
 * process's resident memory when idle after start, its peak under a short load (users lists signed in as
 * the demo admin) and when idle again after it.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const DEMO = { tag: 'demo', email: 'admin@pano.local', password: 'pano1234' };
const QUERY = `query Users($p: UserPagerModel) { users(userPagerModel: $p) { isSuccess totalItemCount data { id name surname email role { name } department { name } } } }`;

interface Run {
  name: string;
  idle: ProcessMemory;
  peak: number;
  after: ProcessMemory;
  launcher: ProcessMemory;
  load: LoadResult;
  startSeconds: number;
}

async function signIn(url: string): Promise<string> {
  const subscription = await (await fetch(`${url}/api/Subscription/GetSubscription?tag=${DEMO.tag}`)).json();
  const answer = await fetch(`${url}/api/User/VerifyPanelUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionToken: subscription.data.connectionString, ...DEMO }),
  });
  return (await answer.json()).data.token;
}

async function measure(name: string, dataDir: string, port: number): Promise<Run> {
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const launcher = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // the SPA is served when built; the bench does not build it
      WEB_DIST: process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(url, launcher);
    const startSeconds = (Date.now() - started) / 1000;
    const server = await childOf(launcher.pid ?? 0);
    await waitIdle(server);
    const idle = processMemory(server);
    const headers = { authorization: `Bearer ${await signIn(url)}` };
    const list = () => {
      const variables = { p: { pageSize: 15, pageNumber: 1 + Math.floor(Math.random() * 20) } };
      return post(`${url}/graphql`, headers, JSON.stringify({ query: QUERY, variables }));
    };
    const { result: load, peak } = await peakRss(server, runLoad(CONNECTIONS, SECONDS, list));
    await waitIdle(server);
    const after = processMemory(server);
    return { name, idle, peak, after, launcher: processMemory(launcher.pid ?? 0), load, startSeconds };
  } finally {
    const exited = new Promise((resolve) => launcher.once('exit', resolve));
    launcher.kill('SIGTERM');
    await exited;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-bench-memory-'));
const port = 18_900 + Math.floor(Math.random() * 100);
try {
  const runs = [
    await measure('first start (creates and seeds the demo tenant)', dataDir, port),
    await measure('restart', dataDir, port),
  ];
  const mb = (n: number) => n.toFixed(0);
  const row = (r: Run) =>
    `| ${r.name} | ${r.startSeconds.toFixed(1)} s | ${mb(r.idle.rss)} | ${mb(r.peak)} | ${mb(r.after.rss)} (PSS ${mb(r.after.pss)}) | ${mb(r.after.hwm)} | ${r.load.perSecond.toFixed(0)} | ${r.load.p95.toFixed(1)} | ${r.load.errors} |`;
  const flags = process.env.SERVER_NODE_FLAGS ?? 'default';
  const result = `Machine: ${machine()}. Command: \`npm run bench:memory\` (SERVER_NODE_FLAGS: ${flags}; ${CONNECTIONS} connections, ${SECONDS} s of users lists, 15 per page with role and department, random pages 1–20).

Resident memory (MB) of the server process that \`npm start\` runs (apps/server/dist/main.js), embedded default, demo tenant only. Idle: after start, before any request (only the control database open); after load: the demo tenant's database open too.

| run | up in | idle | peak under load | idle after load | VmHWM | lists/s | p95 ms | errors |
|---|---|---|---|---|---|---|---|---|
${runs.map(row).join('\n')}

The launcher (\`scripts/start.mjs\`, waiting for the server) holds ${mb(runs[1]?.launcher.rss ?? 0)} MB resident (PSS ${mb(runs[1]?.launcher.pss ?? 0)}: most of it is the node binary, shared with the server); \`npm\` itself, when started through \`npm start\`, about 55 more.`;
  writeResults('Memory', result);
  console.log(result);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

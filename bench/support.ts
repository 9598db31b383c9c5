import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropPostgresDatabase, ensurePostgresDatabase } from '../apps/server/src/tenancy/database.ts';
import { childOf } from './process-memory.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The PostgreSQL server the benchmarks make their databases on (trust auth). */
export const BENCH_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchTenant {
  tag: string;
  admin: { email: string; password: string };
  controlUrl: string;
  /** `postgres://…` or `pglite:tenants/<tag>` (inside dataDir) */
  tenantUrl: string;
  dataDir: string;
  /** Drops both databases and the data folder. */
  drop(): Promise<void>;
}

/**
 * A fresh control database on BENCH_SERVER and one tenant, made by the tenant CLI as an operator would
 * (migrations, roles, the admin): on BENCH_SERVER, or embedded (`pglite:tenants/<tag>` inside the data
 * folder, as the default install places it). The caller fills it and drops it.
 */
export async function createBenchTenant(options: { embedded?: boolean } = {}): Promise<BenchTenant> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const tag = `bench-${suffix}`;
  const controlName = `pano_ctl_bench_${suffix}`;
  const tenantName = `pano_${tag.replace(/-/g, '_')}`;
  const admin = { email: 'admin@bench.test', password: 'bench-pass-1' };
  const controlUrl = await ensurePostgresDatabase(BENCH_SERVER, controlName);
  const dataDir = fs.mkdtempSync(path.join(ROOT, 'bench', '.data-'));
  const drop = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropPostgresDatabase(BENCH_SERVER, controlName);
    await dropPostgresDatabase(BENCH_SERVER, tenantName);
  };
  const embeddedUrl = `pglite:tenants/${tag}`;
  try {
    createTenantWithCli(
      { tag, company: 'Bench', ...admin },
      { DATABASE_URL: controlUrl, DATA_DIR: dataDir },
      options.embedded ? embeddedUrl : undefined,
    );
  } catch (error) {
    await drop();
    throw error;
  }
  const tenantUrl = new URL(BENCH_SERVER);
  tenantUrl.pathname = `/${tenantName}`;
  const url = options.embedded ? embeddedUrl : tenantUrl.toString();
  return { tag, admin, controlUrl, tenantUrl: url, dataDir, drop };
}

/**
 * Makes a tenant with the tenant CLI, as an operator would (`npm run tenant -- create …`), with `env`'s
 * DATABASE_URL (the control database; empty for the embedded one) and DATA_DIR; throws what it printed when
 * it fails.
 */
export function createTenantWithCli(
  tenant: { tag: string; company: string; email: string; password: string },
  env: { DATABASE_URL: string; DATA_DIR: string },
  databaseUrl?: string,
): void {
  const cli = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'apps/server/src/cli/tenant.ts'),
      'create',
      ...['--tag', tenant.tag, '--company', tenant.company],
      ...['--admin-email', tenant.email, '--admin-password', tenant.password],
      ...(databaseUrl ? ['--database-url', databaseUrl] : []),
    ],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(cli.stderr);
}

/** Signs the tenant's admin in over HTTP, as the panel does: the bearer token. */
export async function signIn(url: string, tenant: Pick<BenchTenant, 'tag' | 'admin'>): Promise<string> {
  const sub = (await (await fetch(`${url}/api/Subscription/GetSubscription?tag=${tenant.tag}`)).json()) as {
    data: { connectionString: string };
  };
  const answer = await fetch(`${url}/api/User/VerifyPanelUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionToken: sub.data.connectionString, ...tenant.admin }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** A process's resident memory now and its peak (VmRSS, VmHWM), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Processor time in ms: one process's (user + system, from /proc), and the whole machine's busy time. */
export function processorMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

export function machineBusyMs(): number {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy
  const busy = ticks.slice(0, 8).reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + value), 0);
  return (busy * 1000) / CLOCK_TICKS;
}

/** Linux's USER_HZ: /proc counts processor time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** Forgets the peak so far (VmHWM), so the next read is this request's own; false where not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The Node flags `npm start` gives the server: SERVER_NODE_FLAGS, or scripts/start.mjs's default. */
const SERVER_NODE_FLAGS = process.env.SERVER_NODE_FLAGS ?? '--max-semi-space-size=16 --expose-gc';

/**
 * Starts the real server as `npm start` runs it — scripts/start.mjs builds the server bundle when a source
 * changed and runs apps/server/dist/main.js with its Node flags, no TypeScript loader — with the built SPA
 * if there is one (never building it) and fresh embedded data unless DATABASE_URL is set, and waits for it.
 * `child` is the launcher (stop it with stopServer: it passes the signal on), `pid` the server itself.
 * `nodeOptions` are given to the server beside its usual flags (`--cpu-prof` is not allowed in NODE_OPTIONS);
 * `cpu` pins it to one core.
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv = {},
  nodeOptions: string[] = [],
  cpu?: number,
): Promise<{ child: ChildProcess; pid: number; dataDir: string; url: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-bench-'));
  const launcher = [process.execPath, path.join(ROOT, 'scripts/start.mjs')];
  // `cpu`: the launcher and the server it starts run on that core only (taskset; the affinity is inherited)
  const [command, ...args] = cpu === undefined ? launcher : ['taskset', '-c', String(cpu), ...launcher];
  const child = spawn(command!, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'),
      ...(nodeOptions.length ? { SERVER_NODE_FLAGS: [SERVER_NODE_FLAGS, ...nodeOptions].join(' ') } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child);
    return { child, pid: await childOf(child.pid ?? 0), dataDir, url };
  } catch (error) {
    child.kill();
    throw error;
  }
}

/** Resolves when the server at `url` answers /healthz; throws when `child` exits first or after 5 minutes. */
export async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Stops a started server (SIGTERM: it closes its databases and writes a CPU profile if asked) and waits. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** Replaces one `## heading` section of bench/RESULTS.md, keeping the others. */
export function writeResults(heading: string, body: string): void {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const existing = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench`, `npm run bench:export`, `npm run bench:web` and `npm run bench:memory`; not part of CI.\n';
  const sections = existing.split(/\n(?=## )/);
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const index = sections.findIndex((s) => s.startsWith(`## ${heading}\n`));
  if (index >= 0) sections[index] = section;
  else sections.push(section);
  fs.writeFileSync(file, sections.join('\n').replace(/\n{3,}/g, '\n\n'));
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString()}`;
}

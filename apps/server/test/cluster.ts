import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { dropPostgresDatabase, ensurePostgresDatabase } from '../src/tenancy/database.ts';
import { TEST_TEMPLATE_DIR } from './template-dir.ts';

/**
 * Several real Pano processes on one PostgreSQL control database, and nginx in front of them
 * (docs/deploy.md, "Two processes behind nginx"): what test/multi-process.test.ts walks through, and what a
 * scale bench can reuse. Every process is `node --import tsx src/main.ts` with its own port and data folder;
 * everything else (control database, JWT secret, settings) is the same for all, as in a deployment.
 */
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const CLI = path.resolve(import.meta.dirname, '../src/cli/tenant.ts');

/** nginx from the system's packages (Debian's nginx-light): /usr/sbin/nginx or on PATH; null when absent. */
export function findNginx(): string | null {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  for (const dir of dirs) {
    try {
      fs.accessSync(path.join(dir, 'nginx'), fs.constants.X_OK);
      return path.join(dir, 'nginx');
    } catch {
      /* not here */
    }
  }
  return null;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port nobody listens on now, picked at random in 20000–40000 (the caller retries if it is taken later). */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const port = 20_000 + crypto.randomInt(20_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port in 20000–40000');
}

/** The last lines of a log, for a failure's message. */
const tail = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '';

/**
 * Resolves when `url` answers /healthz; throws if the child exits first or after `ms`. Longer than
 * test/wait-up.ts: processes started together under tsx on a busy two-core machine take a while.
 */
export async function waitHealthy(url: string, child: ChildProcess, ms = 150_000): Promise<void> {
  const until = Date.now() + ms;
  while (child.exitCode === null && child.signalCode === null && Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

export interface PanoProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) once the process has gone. */
  readonly exited: Promise<number | null>;
  readonly logFile: string;
}

export interface Balancer {
  readonly url: string;
  readonly dir: string;
  stop(): Promise<void>;
}

export interface ClusterTenant {
  tag: string;
  email: string;
  password: string;
}

/** A control database made for the cluster, the processes on it, and what to drop at the end. */
export class Cluster {
  readonly processes: PanoProcess[] = [];
  private readonly tenantDatabases: string[] = [];
  private balancer: Balancer | undefined;
  private started = 0;

  private constructor(
    readonly root: string,
    private readonly serverUrl: string,
    private readonly controlName: string,
    readonly databaseUrl: string,
    private readonly settings: Record<string, string>,
  ) {}

  /** `serverUrl`: a PostgreSQL server (TEST_DATABASE_URL); `settings`: the environment every process shares. */
  static async create(serverUrl: string, settings: Record<string, string> = {}): Promise<Cluster> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-cluster-'));
    const controlName = `pano_ctl_${crypto.randomBytes(4).toString('hex')}`;
    const databaseUrl = await ensurePostgresDatabase(serverUrl, controlName);
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    return new Cluster(root, serverUrl, controlName, databaseUrl, { JWT_SECRET: jwtSecret, ...settings });
  }

  private environment(dataDir: string, port: number): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_TEMPLATE_DIR: TEST_TEMPLATE_DIR,
      DATABASE_URL: this.databaseUrl,
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...this.settings,
    };
  }

  /** Makes a tenant with the CLI, as an operator would (its database is dropped with the cluster). */
  createTenant(tag = `mp-${crypto.randomBytes(3).toString('hex')}`): ClusterTenant {
    const tenant = {
      tag,
      email: `admin@${tag}.test`,
      password: `pw-${crypto.randomBytes(6).toString('hex')}`,
    };
    const args = ['create', '--tag', tag, '--company', `Company ${tag}`, '--admin-email', tenant.email];
    this.tenantDatabases.push(`pano_${tag.replace(/-/g, '_')}`);
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', CLI, ...args, '--admin-password', tenant.password],
      { env: this.environment(path.join(this.root, 'cli'), 0), encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`tenant create failed: ${result.stderr}`);
    return tenant;
  }

  /** Starts `count` processes at once (their start-up migrations meet on the control database) and waits. */
  async start(count: number): Promise<PanoProcess[]> {
    const started = await Promise.all(Array.from({ length: count }, () => this.startOne()));
    return started;
  }

  private async startOne(): Promise<PanoProcess> {
    const index = this.started++; // taken before any wait: processes started together get their own folders
    const dataDir = path.join(this.root, `process-${index}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const logFile = path.join(dataDir, 'server.log');
    const port = await freePort();
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: this.environment(dataDir, port),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const started: PanoProcess = { url: `http://127.0.0.1:${port}`, port, child, exited, logFile };
    this.processes.push(started);
    try {
      await waitHealthy(started.url, child);
    } catch (error) {
      throw new Error(`process ${index} did not start:\n${tail(logFile)}`, { cause: error });
    }
    return started;
  }

  /** nginx in front of every process started so far (round-robin); see `nginxConfig`. */
  async startBalancer(nginx: string): Promise<Balancer> {
    const upstreams = this.processes.map((p) => `127.0.0.1:${p.port}`);
    this.balancer = await startNginx(nginx, path.join(this.root, 'nginx'), upstreams);
    return this.balancer;
  }

  /** Stops nginx and every process still running, drops the databases and removes the folder. */
  async stop(): Promise<void> {
    await this.balancer?.stop();
    for (const p of this.processes) {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await p.exited;
    }
    for (const name of [...this.tenantDatabases, this.controlName])
      await dropPostgresDatabase(this.serverUrl, name);
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}

/**
 * The essentials of a balancer in front of Pano (docs/deploy.md shows the same lines). A request is tried
 * on the next process only when the first could not take it (connection refused or reset, a timeout, 502
 * or 503); without `non_idempotent` nginx never sends a POST — every GraphQL call, writes included — to a
 * second process once it was passed to the first, so a write is never done twice. The request body is
 * buffered (the default), which is what lets a POST be retried whole after a refused connection.
 */
export function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  log_format upstreams '$request_method $uri $status $upstream_addr $upstream_status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream pano {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://pano;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/** Starts nginx as a child (not a daemon) on a free port, retrying another port if the first was taken. */
export async function startNginx(
  nginx: string,
  dir: string,
  upstreams: readonly string[],
): Promise<Balancer> {
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
    const child = spawn(
      nginx,
      ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitHealthy(url, child, 20_000);
    } catch {
      child.kill('SIGKILL');
      await exited;
      continue; // the port was taken meanwhile (or nginx failed: error.log says)
    }
    return {
      url,
      dir,
      async stop() {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error(`nginx did not start:\n${tail(path.join(dir, 'error.log'))}`);
}

/** One envelope of the API (`isSuccess`, `messages`, `data`), as a client reads it. */
export interface Answer<T = unknown> {
  isSuccess: boolean;
  message?: string;
  messages?: { code: string; message: string }[];
  data: T;
  totalItemCount?: number;
}

/** The envelope's first code, or 'ok'. */
export const codeOf = (answer: Answer): string => answer.messages?.[0]?.code ?? 'ok';

/** Calls `/graphql` (or `/graphql/<service>`) and answers the first field's envelope; a GraphQL error throws. */
export async function call<T>(
  base: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  service = '',
): Promise<Answer<T>> {
  const response = await fetch(`${base}/graphql${service ? `/${service}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, Answer<T>>;
    errors?: { message: string }[];
  };
  const answer = body.data && Object.values(body.data)[0];
  if (!answer) throw new Error(`no answer (${response.status}): ${body.errors?.[0]?.message ?? ''}`);
  return answer;
}

export async function getSubscription(base: string, tag: string): Promise<Answer<Record<string, unknown>>> {
  const response = await fetch(`${base}/api/Subscription/GetSubscription?tag=${encodeURIComponent(tag)}`);
  return (await response.json()) as Answer<Record<string, unknown>>;
}

/** VerifyPanelUser as the panel sends it: the connection token from GetSubscription, then the secret. */
export async function verify(
  base: string,
  tenant: ClusterTenant,
  password = tenant.password,
): Promise<Answer<{ token: string } | null>> {
  const connectionToken = (await getSubscription(base, tenant.tag)).data.connectionString;
  const response = await fetch(`${base}/api/User/VerifyPanelUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionToken, email: tenant.email, password }),
  });
  return (await response.json()) as Answer<{ token: string } | null>;
}

export async function signIn(base: string, tenant: ClusterTenant): Promise<string> {
  const answer = await verify(base, tenant);
  if (!answer.data?.token) throw new Error(`sign-in failed: ${answer.message ?? ''}`);
  return answer.data.token;
}

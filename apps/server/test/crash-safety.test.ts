import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, ensurePostgresDatabase } from '../src/tenancy/database.ts';
import { TEST_TEMPLATE_DIR } from './template-dir.ts';
import { waitUp } from './wait-up.ts';

/**
 * Kills a real server process with SIGKILL in the middle of a burst of writes, restarts it on the same data
 * and checks that every write the server acknowledged is there, and nothing half-done (each create is one
 * row, so a half-done write would be a row without its name, or an id that was never acknowledged twice).
 */
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const CLI = path.resolve(import.meta.dirname, '../src/cli/tenant.ts');
const POSTGRES = process.env.TEST_DATABASE_URL;

const TENANT = {
  tag: `crash-${crypto.randomBytes(3).toString('hex')}`,
  email: 'admin@crash.test',
  password: 'crash-pass-1',
};

function environment(dataDir: string, databaseUrl: string | undefined, port = 0): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_TEMPLATE_DIR: TEST_TEMPLATE_DIR,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
}

/** The tenant is made by the CLI, as an operator would, on either engine. */
function createTenant(dataDir: string, databaseUrl: string | undefined): void {
  const args = ['create', '--tag', TENANT.tag, '--company', 'Crash', '--admin-email', TENANT.email];
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', CLI, ...args, '--admin-password', TENANT.password],
    {
      env: environment(dataDir, databaseUrl),
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`tenant create failed: ${result.stderr}`);
}

function startServer(dataDir: string, port: number, databaseUrl: string | undefined): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: environment(dataDir, databaseUrl, port),
    stdio: 'ignore',
  });
}

async function signIn(base: string): Promise<string> {
  const sub = (await (await fetch(`${base}/api/Subscription/GetSubscription?tag=${TENANT.tag}`)).json()) as {
    data: { connectionString: string };
  };
  const res = (await (
    await fetch(`${base}/api/User/VerifyPanelUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        connectionToken: sub.data.connectionString,
        email: TENANT.email,
        password: TENANT.password,
      }),
    })
  ).json()) as { data: { token: string } };
  return res.data.token;
}

async function gql<T>(base: string, token: string, query: string): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

describe('crash safety', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-crash-'));
  const controlName = `pano_ctl_${crypto.randomBytes(4).toString('hex')}`;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (POSTGRES) {
      await dropPostgresDatabase(POSTGRES, controlName);
      await dropPostgresDatabase(POSTGRES, `pano_${TENANT.tag.replace(/-/g, '_')}`);
    }
  });

  it('keeps every acknowledged write after SIGKILL, and nothing half-done', async () => {
    const databaseUrl = POSTGRES ? await ensurePostgresDatabase(POSTGRES, controlName) : undefined;
    createTenant(dataDir, databaseUrl);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    child = startServer(dataDir, port, databaseUrl);
    await waitUp(base);
    const token = await signIn(base);

    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const name = `crash-${w}-${i}`;
        try {
          const data = await gql<{ createLevel: { isSuccess: boolean } }>(
            base,
            token,
            `mutation { createLevel(inputModel: { name: "${name}" }) { isSuccess } }`,
          );
          if (data.createLevel.isSuccess) acknowledged.push(name);
        } catch {
          return; // the connection died with the server
        }
      }
    });
    // killed mid-stream once enough writes are acknowledged (a loaded machine takes longer to get there)
    for (const started = Date.now(); acknowledged.length < 25 && Date.now() - started < 30_000;)
      await new Promise((r) => setTimeout(r, 100));
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all([...writers, exited]);
    expect(acknowledged.length).toBeGreaterThan(20);

    child = startServer(dataDir, port, databaseUrl);
    await waitUp(base);
    const token2 = await signIn(base);
    const data = await gql<{ levels: { data: { name: string }[] } }>(
      base,
      token2,
      '{ levels(pagerModel: { pageSize: 5000, searchText: "crash-" }) { data { name } } }',
    );
    const stored = data.levels.data.map((l) => l.name);
    for (const name of acknowledged) expect(stored).toContain(name);
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored.every((n) => /^crash-\d-\d+$/.test(n))).toBe(true);
    // three cold starts of the server and the CLI through tsx: slow on a busy machine, not a hang
  }, 180_000);
});

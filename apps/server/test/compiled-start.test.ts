import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_TEMPLATE_DIR } from './template-dir.ts';
import { waitUp } from './wait-up.ts';

/**
 * `npm start` as a user runs it (scripts/start.mjs): the server bundle is built when out of date, and node
 * runs apps/server/dist/main.js on the embedded default — the files it reads beside the bundle (the control
 * database's migrations, the SPA) found from there — and stops cleanly on SIGTERM.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIST = path.join(ROOT, 'apps/server/dist');

describe('the compiled start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-compiled-'));
  const webDist = path.join(dataDir, 'web');
  let launcher: ChildProcess | undefined;
  let server: number | undefined;
  afterAll(() => {
    // after a failure: the server too, which a killed launcher cannot stop
    if (launcher?.exitCode === null)
      for (const pid of [server, launcher.pid]) if (pid) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the bundle, serves from it on the embedded default and stops on SIGTERM', async () => {
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pano</title>');
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    launcher = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_TEMPLATE_DIR: TEST_TEMPLATE_DIR,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        WEB_DIST: webDist,
      },
      stdio: 'ignore',
    });
    await waitUp(base, launcher);

    // node on the bundle, without a TypeScript loader
    server = Number(fs.readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8'));
    const command = fs.readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
    expect(command).toContain(path.join(DIST, 'main.js'));
    expect(command.join(' ')).not.toContain('tsx');
    // the migrations are beside the bundle, all of them
    for (const kind of ['control', 'tenant'])
      expect(fs.readdirSync(path.join(DIST, 'db/migrations', kind))).toEqual(
        fs.readdirSync(path.join(ROOT, 'apps/server/src/db/migrations', kind)),
      );

    // the control database was made and migrated from there: an unknown tag is a business answer, in words
    const lookup = await fetch(`${base}/api/Subscription/GetSubscription?tag=nobody`, {
      headers: { 'accept-language': 'en' },
    });
    expect(await lookup.json()).toMatchObject({ isSuccess: false, message: 'Invalid tag' });
    expect(await (await fetch(`${base}/`)).text()).toContain('<title>Pano</title>');

    const exited = new Promise<number | null>((resolve) => launcher?.once('exit', resolve));
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pano.lock'))).toBe(false);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_TEMPLATE_DIR } from './template-dir.ts';
import { waitUp } from './wait-up.ts';

/**
 * The log's reader stalls: a real server process logs a line per request (LOG_REQUESTS) to a standard output
 * nobody reads, a pipe that fills after a few dozen kilobytes. The requests still answer at once — the
 * lines wait in the logger's buffer, not in the request — and they all come out once the pipe is read again
 * (at the latest when the process exits). With a synchronous logger the first line that does not fit would
 * stop the whole server until someone read the pipe.
 */
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const REQUESTS = 2_000;
const CONCURRENCY = 10;

describe('a log reader that does not keep up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-slow-log-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not slow the requests, and loses no line it had room for', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_TEMPLATE_DIR: TEST_TEMPLATE_DIR,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        LOG_REQUESTS: 'true',
        RATE_LIMIT_PUBLIC: '1000000', // one address asks for the sign-in service's look-up 1,000 times
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      // standard output is a pipe this test does not read until the end: it fills and stays full
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output = server.stdout!;
    output.pause();
    await waitUp(base, server);

    // ~2 lines of ~300 bytes per request: 1.2 MB against a pipe of 64 KB (and what Node reads ahead of it)
    const latencies: number[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const i = next++;
          const url = i % 2 ? `${base}/healthz` : `${base}/api/Subscription/GetSubscription?tag=nobody-${i}`;
          const at = performance.now();
          // a request held by the log would wait forever: give up after a few seconds, and fail below
          const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
          await response.arrayBuffer();
          expect(response.status).toBe(200);
          latencies.push(performance.now() - at);
        }
      }),
    );
    const elapsed = Date.now() - started;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
    expect(latencies).toHaveLength(REQUESTS);
    expect(p99).toBeLessThan(1_000);
    expect(elapsed).toBeLessThan(30_000);

    // the reader comes back: every line is there, the ones still queued written as the process stops
    const lines: string[] = [];
    let rest = '';
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
    output.resume();
    // 'close': the process has exited and its output has been read to the end
    const exited = new Promise<number | null>((resolve) => server?.once('close', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const count = (...parts: string[]) =>
      lines.filter((line) => parts.every((part) => line.includes(part))).length;
    expect(count('"msg":"incoming request"', '/api/Subscription/GetSubscription?tag=nobody-')).toBe(
      REQUESTS / 2,
    );
    expect(count('"msg":"request completed"')).toBeGreaterThanOrEqual(REQUESTS);
    expect(lines.some((line) => line.includes('"msg":"stopping"'))).toBe(true);
    expect(lines.join('\n')).not.toContain('log lines dropped');
  });
});

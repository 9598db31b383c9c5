import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Starts the real server (built SPA, fresh embedded data unless DATABASE_URL is set) and waits for it. */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; dataDir: string; url: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, dataDir, url };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Replaces one `## heading` section of bench/RESULTS.md, keeping the others. */
export function writeResults(heading: string, body: string): void {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const existing = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench` and `npm run bench:web`; not part of CI.\n';
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

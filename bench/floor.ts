import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Statement } from './capture-statements.ts';
import { stopServer } from './support.ts';

/** The hand-written route of floor-route.ts in a process of its own, serving `cases` on `tenantUrl` (PostgreSQL). */
export async function startFloorRoute(
  tenantUrl: string,
  cases: Statement[][],
): Promise<{ child: ChildProcess; pid: number; url: (index: number) => string }> {
  const port = 18_900 + Math.floor(Math.random() * 100);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'floor-route.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        FLOOR_DATABASE_URL: tenantUrl,
        FLOOR_CASES: JSON.stringify(cases),
        FLOOR_PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', () => reject(new Error('the floor route stopped before it listened')));
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { child, pid: child.pid ?? 0, url: (index) => `http://127.0.0.1:${port}/floor/${index}` };
}

export const stopFloorRoute = (floor: { child: ChildProcess }) => stopServer(floor.child);

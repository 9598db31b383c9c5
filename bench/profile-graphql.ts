import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summariseProfile, type ProfileShare } from './cpu-profile.ts';
import { post, runLoad } from './load.ts';
import type { ApiCase } from './api-cases.ts';
import { signIn, startServer, stopServer, type BenchTenant } from './support.ts';

/**
 * The server process once more, with `--cpu-prof`, under `seconds` of one case's request at `connections`;
 * the profile (written when it stops) summarised by self time over the load's last `seconds`. The profile file is removed.
 */
export async function profileGraphql(
  tenant: BenchTenant,
  apiCase: ApiCase,
  userId: number,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<{ total: number; functions: ProfileShare[]; areas: ProfileShare[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-cpuprof-'));
  try {
    const port = 18_700 + Math.floor(Math.random() * 100);
    const server = await startServer(
      port,
      { DATABASE_URL: tenant.controlUrl, SEED_DEMO: 'false', DATA_DIR: tenant.dataDir },
      ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    );
    try {
      const headers = { authorization: `Bearer ${await signIn(server.url, tenant)}` };
      const body = JSON.stringify({ query: apiCase.query, variables: apiCase.variables({ userId }) });
      const ask = () => post(`${server.url}/graphql`, headers, body);
      await runLoad(4, 2, ask);
      await runLoad(connections, seconds, ask);
    } finally {
      await stopServer(server.child);
    }
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    return summariseProfile(path.join(dir, file), seconds);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

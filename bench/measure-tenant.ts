import type { ApiCase } from './api-cases.ts';
import { captureStatements } from './capture-statements.ts';
import { post, runLoad, type LoadResult } from './load.ts';
import { isEmbedded } from '../apps/server/src/tenancy/database.ts';
import { startFloorRoute, stopFloorRoute } from './floor.ts';
import { memoryOf, processorMs, resetPeak, startServer, stopServer, type BenchTenant } from './support.ts';
import { openTenantSql } from './tenant-sql.ts';

export interface CaseResult {
  name: string;
  statements: string[];
  totalItemCount: number;
  graphql: LoadResult;
  direct: LoadResult;
  /** The same statements behind a hand-written HTTP route (floor-route.ts); PostgreSQL only. */
  floor?: LoadResult;
  /** Processor ms per request of the process that answered: the server's, and the floor route's. */
  graphqlCpuMs: number;
  floorCpuMs?: number;
  /** The server's peak resident memory (VmHWM) during this case's load, or since start where not resettable. */
  peakMb: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** A seeded user with notifications: the one whose notifications the benchmark lists. */
export async function benchUserId(tenant: BenchTenant): Promise<number> {
  const sql = await openTenantSql(tenant.tenantUrl, tenant.dataDir, 1);
  try {
    const rows = (await sql.query(`select id from users where email = 'user5@bench.test'`)).rows as {
      id: number;
    }[];
    if (!rows[0]) throw new Error('no seeded user');
    return rows[0].id;
  } finally {
    await sql.close();
  }
}

/**
 * Each case on one tenant: its SQL captured, then GraphQL over HTTP against the server in its own process,
 * then on PostgreSQL the same statements behind a hand-written HTTP route in a process of its own (the floor
 * of any Node server here, floor-route.ts), then — the server stopped, so an embedded folder has one owner —
 * the same statements through the driver directly (a `pg` pool, or PGlite in this process) at the same
 * concurrency.
 */
export async function measureTenant(
  tenant: BenchTenant,
  cases: ApiCase[],
  { connections, seconds }: LoadOptions,
): Promise<CaseResult[]> {
  const userId = await benchUserId(tenant);
  const captured = await captureStatements(tenant, cases, { userId });
  const port = 18_800 + Math.floor(Math.random() * 100);
  const server = await startServer(port, {
    DATABASE_URL: tenant.controlUrl,
    SEED_DEMO: 'false',
    DATA_DIR: tenant.dataDir,
  });
  const pid = server.pid;
  const headers = { authorization: `Bearer ${captured.token}` };
  const graphql: Measured[] = [];
  try {
    for (const { body } of captured.cases) {
      graphql.push(
        await measured(pid, connections, seconds, () => post(`${server.url}/graphql`, headers, body)),
      );
    }
  } finally {
    await stopServer(server.child);
  }
  const floor: Measured[] = [];
  if (!isEmbedded(tenant.tenantUrl)) {
    const route = await startFloorRoute(
      tenant.tenantUrl,
      captured.cases.map((c) => c.statements),
    );
    try {
      for (const i of captured.cases.keys()) {
        floor.push(await measured(route.pid, connections, seconds, () => post(route.url(i), {}, '{}')));
      }
    } finally {
      await stopFloorRoute(route);
    }
  }
  const sql = await openTenantSql(tenant.tenantUrl, tenant.dataDir, connections);
  try {
    const results: CaseResult[] = [];
    for (const [i, c] of cases.entries()) {
      const { statements, totalItemCount } = captured.cases[i]!;
      const run = async () => {
        for (const s of statements) await sql.prepared(s.sql, s.params);
      };
      await runLoad(4, 1, run); // warm-up
      const direct = await runLoad(connections, seconds, run);
      const { result, peakMb, cpuMs } = graphql[i]!;
      results.push({
        name: c.name,
        statements: statements.map((s) => s.sql),
        totalItemCount,
        graphql: result,
        direct,
        peakMb,
        graphqlCpuMs: cpuMs,
        ...(floor[i] ? { floor: floor[i].result, floorCpuMs: floor[i].cpuMs } : {}),
      });
    }
    return results;
  } finally {
    await sql.close();
  }
}

interface Measured {
  result: LoadResult;
  peakMb: number;
  cpuMs: number;
}

/** One load against the process `pid` after a warm-up: its result, the process's peak memory, processor ms per request. */
async function measured(
  pid: number,
  connections: number,
  seconds: number,
  ask: () => Promise<void>,
): Promise<Measured> {
  await runLoad(4, 2, ask); // warm-up
  resetPeak(pid);
  const before = processorMs(pid);
  const result = await runLoad(connections, seconds, ask);
  const cpuMs = (processorMs(pid) - before) / Math.max(1, result.requests);
  return { result, peakMb: memoryOf(pid).peakMb, cpuMs };
}

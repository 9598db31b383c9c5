import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { genderEntity } from '../apps/server/src/modules/reference/reference.entities.ts';
import { createEntity, updateEntity } from '../apps/server/src/crud/write-entities.ts';
import type { EntityDefinition } from '../apps/server/src/crud/entity-definition.ts';
import type { OperationContext } from '../apps/server/src/request/context.ts';
import type { TenantDb } from '../apps/server/src/db/tenant-db.ts';
import { embeddedPath, isEmbedded } from '../apps/server/src/tenancy/database.ts';
import { createBenchTenant, machine, writeResults } from './support.ts';

export interface WriteResult {
  engine: string;
  withHistory: Timing;
  without: Timing;
}
interface Timing {
  perSecond: number;
  p50: number;
  p95: number;
}

const WRITES = Number(process.env.BENCH_WRITES ?? 2000);
const ROUNDS = 20;

/** The same entity without its history row: the baseline the history is compared with. */
const withoutHistory: EntityDefinition = { ...genderEntity, history: false };

/** An operation of the tenant's admin (user 1) on the panel, as a request would make it. */
const operation = (db: TenantDb) =>
  ({
    db,
    session: { userId: 1, kind: 'panel' },
    client: { address: '127.0.0.1', userAgent: null },
  }) as unknown as OperationContext;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/** `count` updates of one row through the generic write path (read, lock, check, update, history), one at a time. */
async function timeWrites(
  op: OperationContext,
  def: EntityDefinition,
  id: number,
  count: number,
  round: number,
) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await updateEntity(op, def, { id, name: `Bench ${round}-${i}`, isActive: true });
    if (!answer.isSuccess) throw new Error(answer.message ?? 'update failed');
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * A generic write with and without its history row (issue 30 §2: within 1.2×), in this process on one
 * tenant database: updates of a gender through `updateEntity`, the two variants alternating in rounds so
 * that the machine's load falls on both alike.
 */
async function measure(engine: string, db: TenantDb): Promise<WriteResult> {
  const op = operation(db);
  const made = await createEntity(op, withoutHistory, { name: 'Bench' });
  const id = made.data!.id;
  await timeWrites(op, genderEntity, id, 200, -1); // warm-up: statement caches, JIT
  const runs = { withHistory: [] as number[], without: [] as number[] };
  let seconds = { withHistory: 0, without: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [key, def] of [
      ['withHistory', genderEntity],
      ['without', withoutHistory],
    ] as const) {
      const started = performance.now();
      runs[key].push(...(await timeWrites(op, def, id, WRITES / ROUNDS, round)));
      seconds = { ...seconds, [key]: seconds[key] + (performance.now() - started) / 1000 };
    }
  }
  const timing = (key: 'withHistory' | 'without'): Timing => {
    const sorted = [...runs[key]].sort((a, b) => a - b);
    return {
      perSecond: sorted.length / seconds[key],
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
    };
  };
  return { engine, withHistory: timing('withHistory'), without: timing('without') };
}

export async function benchWrites(): Promise<WriteResult[]> {
  const results: WriteResult[] = [];
  for (const embedded of [false, true]) {
    const tenant = await createBenchTenant({ embedded });
    try {
      if (isEmbedded(tenant.tenantUrl)) {
        const client = new PGlite(embeddedPath(tenant.tenantUrl, tenant.dataDir), {
          extensions: { pg_trgm },
        });
        await client.waitReady;
        try {
          results.push(await measure('PGlite', drizzlePglite(client) as unknown as TenantDb));
        } finally {
          await client.close();
        }
      } else {
        const pool = new pg.Pool({ connectionString: tenant.tenantUrl, max: 1 });
        try {
          results.push(await measure('PostgreSQL', drizzlePg(pool) as unknown as TenantDb));
        } finally {
          await pool.end();
        }
      }
    } finally {
      await tenant.drop();
    }
  }
  return results;
}

export function writesTable(results: WriteResult[]): string {
  const row = (r: WriteResult) => {
    const ratio = r.withHistory.p50 / r.without.p50;
    const cell = (t: Timing) =>
      `${t.perSecond.toFixed(0)}/s, p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`;
    return `| ${r.engine} | ${cell(r.without)} | ${cell(r.withHistory)} | ${ratio.toFixed(2)}× (${ratio <= 1.2 ? 'met' : 'missed'}) |`;
  };
  return [
    `${WRITES} updates of one gender per variant through the generic write path (\`updateEntity\`: read and lock, check, update, history), one at a time, in ${ROUNDS} alternating rounds.`,
    '',
    '| engine | without history | with history | p50 ratio (≤ 1.2×) |',
    '|---|---|---|---|',
    ...results.map(row),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchWrites();
  const body = `Machine: ${machine()}. Command: \`npm run bench:writes\`.\n\n${writesTable(results)}`;
  writeResults('Writes', body);
  console.log(body);
}

import type { Statement } from './capture-statements.ts';
import { runLoad, type LoadResult } from './load.ts';
import { machineBusyMs } from './support.ts';
import { openTenantSql, type TenantSql } from './tenant-sql.ts';

export interface DirectMix {
  result: LoadResult;
  /** Processor time per request of the whole machine but this process (PostgreSQL, mostly), in ms. */
  restMs: number;
}

/**
 * The floor of `npm run bench:tenants`: the statements one request of each kind runs, straight through `pg`
 * (prepared by name once per connection, as the server does: `openTenantSql`), on one tenant's database and
 * then spread over every tenant's at random — one connection per tenant, so the spread mix holds as many
 * connections as the server did with room for every tenant. What this mix loses from one database to many is
 * PostgreSQL's own.
 */
export async function directMixes(
  urls: string[],
  requests: Statement[][],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<{ one: DirectMix; many: DirectMix }> {
  let turn = 0;
  const ask = async (sql: TenantSql) => {
    for (const s of requests[turn++ % requests.length]!) await sql.prepared(s.sql, s.params);
  };
  const measured = async (work: () => Promise<void>): Promise<DirectMix> => {
    const busy = machineBusyMs();
    const own = process.cpuUsage();
    const result = await runLoad(connections, seconds, work);
    const mine = process.cpuUsage(own);
    const rest = machineBusyMs() - busy - (mine.user + mine.system) / 1000;
    return { result, restMs: rest / Math.max(1, result.requests) };
  };
  const first = await openTenantSql(urls[0]!, '', connections);
  let one: DirectMix;
  try {
    await runLoad(4, 2, () => ask(first)); // warm-up
    one = await measured(() => ask(first));
  } finally {
    await first.close();
  }
  const tenants = await Promise.all(urls.map((url) => openTenantSql(url, '', 1)));
  try {
    for (const sql of tenants) for (let i = 0; i < requests.length; i++) await ask(sql); // each opened once
    const many = await measured(() => ask(tenants[Math.floor(Math.random() * tenants.length)]!));
    return { one, many };
  } finally {
    await Promise.all(tenants.map((sql) => sql.close()));
  }
}

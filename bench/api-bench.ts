import os from 'node:os';
import { API_CASES, USER_NOTIFICATIONS, USERS_FIRST_PAGE, USERS_SEARCH } from './api-cases.ts';
import { engineTable, profileTables, scaleTable, statementList, target, topAreas } from './api-report.ts';
import { benchUserId, measureTenant, type CaseResult } from './measure-tenant.ts';
import { profileGraphql } from './profile-graphql.ts';
import { seedScale, type ScaleCounts } from './seed-scale.ts';
import { BENCH_SERVER, createBenchTenant, machine, writeResults, type BenchTenant } from './support.ts';
import { openTenantSql } from './tenant-sql.ts';
import { benchDecisions, decisionsTable } from './decisions-bench.ts';
import { benchWrites, writesTable } from './write-bench.ts';

/**
 * `npm run bench`: the lists of API_CASES on both engines — a PostgreSQL tenant at scale (and a small one,
 * for the scale check) and an embedded (PGlite) tenant — each over GraphQL (server in its own process, load
 * from this one on loopback) and as the same SQL through the driver directly; then a CPU profile of the
 * server under the users search.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LOAD = { connections: env('BENCH_CONNECTIONS', 32), seconds: env('BENCH_SECONDS', 10) };
const LARGE: ScaleCounts = {
  users: env('BENCH_USERS', 100_000),
  notifications: env('BENCH_NOTIFICATIONS', 1_000_000),
  announcementRecipients: env('BENCH_ANNOUNCEMENT_RECIPIENTS', 200_000),
};
const SMALL: ScaleCounts = { users: 1_000, notifications: 1_000, announcementRecipients: 2_000 };
const EMBEDDED: ScaleCounts = {
  users: env('BENCH_EMBEDDED_USERS', 10_000),
  notifications: env('BENCH_EMBEDDED_NOTIFICATIONS', 100_000),
  announcementRecipients: 20_000,
};

const describe = (c: ScaleCounts) =>
  `${c.users.toLocaleString('en')} users, ${c.notifications.toLocaleString('en')} notifications, ${c.announcementRecipients.toLocaleString('en')} announcement recipients`;

/** A fresh tenant seeded with `counts` (through the engine's own client), handed to `use`, then dropped. */
async function withSeededTenant<T>(
  counts: ScaleCounts,
  embedded: boolean,
  use: (tenant: BenchTenant) => Promise<T>,
): Promise<T> {
  const tenant = await createBenchTenant({ embedded });
  try {
    console.log(
      `tenant ${tenant.tag} (${embedded ? 'embedded' : 'PostgreSQL'}): seeding ${describe(counts)} …`,
    );
    const started = Date.now();
    const sql = await openTenantSql(tenant.tenantUrl, tenant.dataDir, 1);
    await seedScale(sql, counts).finally(() => sql.close());
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return await use(tenant);
  } finally {
    await tenant.drop();
  }
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
console.log(`load average at start: ${load}`);
const byName = (results: CaseResult[], name: string) => results.find((r) => r.name === name)!;

const { large, profile } = await withSeededTenant(LARGE, false, async (tenant) => {
  const large = await measureTenant(tenant, API_CASES, LOAD);
  console.log(engineTable(large, 'pg'));
  const profile = await profileGraphql(tenant, USERS_SEARCH, await benchUserId(tenant), LOAD);
  return { large, profile };
});
const small = await withSeededTenant(SMALL, false, (tenant) => measureTenant(tenant, API_CASES, LOAD));
const embedded = await withSeededTenant(EMBEDDED, true, (tenant) => measureTenant(tenant, API_CASES, LOAD));

const search = byName(large, USERS_SEARCH.name);
const searchRatio = search.graphql.perSecond / search.direct.perSecond;
const worstScale = Math.max(...large.map((l, i) => l.graphql.p50 / small[i]!.graphql.p50));
const embeddedFirst = byName(embedded, USERS_FIRST_PAGE.name).graphql.perSecond;
const ratio = (r: CaseResult) => r.graphql.perSecond / r.direct.perSecond;
const worstRatio = Math.min(...[...large, ...small].map(ratio));
const smallRate = (name: string) => byName(small, name).graphql.perSecond;
const smallFloor = (name: string) => byName(small, name).floor?.perSecond ?? 0;
const perSecondTarget = (name: string) =>
  `${smallRate(name).toFixed(0)} requests/s (≥ 3,000: ${target(smallRate(name) >= 3000)}); the same SQL behind the hand-written route ${smallFloor(name).toFixed(0)}/s, so 3,000 is ${((100 * 3000) / smallFloor(name)).toFixed(0)} % of it`;

const result = `Machine: ${machine()}, load average at start ${load} (a shared machine: other jobs ran alongside). Command: \`npm run bench\` (PostgreSQL at ${new URL(BENCH_SERVER).host}, ${LOAD.connections} connections, ${LOAD.seconds} s per path and case). Peak memory: the server process's VmHWM during the case's load.

### PostgreSQL, ${describe(LARGE)}

Direct path: the same statements through a \`pg\` pool of ${LOAD.connections}, prepared by name as the server prepares its list pages. Hand-written route: the same statements behind one Fastify route in a process of its own (a \`pg\` pool of 10, as a tenant's in the server; the rows answered with \`JSON.stringify\`; no token, permission or GraphQL) — what any Node server on this machine pays for the list, the floor under the GraphQL path (\`bench/floor-route.ts\`). Processor ms / request: the answering process's own (user + system, from /proc), the load generator and PostgreSQL not counted.

${engineTable(large, 'pg')}

### PostgreSQL, small tenant (${describe(SMALL)})

${engineTable(small, 'pg')}

Scale check, over GraphQL (${LARGE.notifications.toLocaleString('en')} notifications / ${LARGE.users.toLocaleString('en')} users against ${SMALL.notifications.toLocaleString('en')} / ${SMALL.users.toLocaleString('en')}):

${scaleTable(large, small, ['large', 'small'])}

### Embedded (PGlite, the default), ${describe(EMBEDDED)}

Direct path: the server stopped, the same folder opened with PGlite (and pg_trgm) in the bench process; PGlite is one connection, so the ${LOAD.connections} loops queue on it. PGlite's API has no named statements: the direct path parses and plans each run, which the server's thread (named statements) does not.

${engineTable(embedded, 'PGlite')}

### Targets (issue 14)

- PostgreSQL users search: GraphQL / direct ${searchRatio.toFixed(2)} (≥ 0.50: ${target(searchRatio >= 0.5)}), p95 ${search.graphql.p95.toFixed(1)} ms (≤ 25 ms: ${target(search.graphql.p95 <= 25)}).
- 1,000,000-row table within 2× of 1,000 rows: worst p50 ratio ${worstScale.toFixed(2)} (${target(worstScale <= 2)}).
- Embedded users first page at ${EMBEDDED.users.toLocaleString('en')} users: ${embeddedFirst.toFixed(0)} requests/s (≥ 1,000: ${target(embeddedFirst >= 1000)}).

### Targets (issue 31, the server's own cost per request)

- Small PostgreSQL tenant, users first page over GraphQL: ${perSecondTarget(USERS_FIRST_PAGE.name)}.
- Small PostgreSQL tenant, notifications of one user over GraphQL: ${perSecondTarget(USER_NOTIFICATIONS.name)}.
- GraphQL / direct on every PostgreSQL case: worst ${worstRatio.toFixed(2)} (≥ 0.40: ${target(worstRatio >= 0.4)}).
- Embedded users first page at ${EMBEDDED.users.toLocaleString('en')} users: ${embeddedFirst.toFixed(0)} requests/s (≥ 1,000: ${target(embeddedFirst >= 1000)}).

### CPU profile of the server under the users search (PostgreSQL, large tenant)

\`--cpu-prof\` on the server process, ${LOAD.connections} connections; self time over the last ${LOAD.seconds} s (the load; start-up and warm-up left out), ${profile.total.toFixed(0)} ms sampled.

${topAreas(profile.areas)}

${profileTables(profile)}

### Statements of one request (PostgreSQL)

${statementList(large)}`;
writeResults('API', result);
console.log(result);

// decisions per second: a request started and decided through the portal, on both engines (docs/approvals.md)
const decisions = await benchDecisions(LOAD);
const decisionsResult = `Machine: ${machine()}, load average at start ${load}.\n\n${decisionsTable(decisions, LOAD.connections)}`;
writeResults('Decisions', decisionsResult);
console.log(decisionsResult);

// a generic write with and without its history row (issue 30 §2, docs/history.md)
const writes = await benchWrites();
const writesResult = `Machine: ${machine()}, load average at start ${load}.\n\n${writesTable(writes)}`;
writeResults('Writes', writesResult);
console.log(writesResult);

import type { ProfileShare } from './cpu-profile.ts';
import type { LoadResult } from './load.ts';
import type { CaseResult } from './measure-tenant.ts';

const ms = (v: number) => v.toFixed(1);
const load = (r: LoadResult) =>
  `${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors}`;

/**
 * One engine's table: each case over GraphQL, behind the hand-written route (PostgreSQL) and through the
 * driver, with the processor time per request of the process that answered and the ratios.
 */
export function engineTable(results: CaseResult[], driver: string): string {
  const cpu = (value?: number) => (value === undefined ? '' : value.toFixed(2));
  const rows = results.flatMap((r) => [
    `| ${r.name} | GraphQL over HTTP | ${load(r.graphql)} | ${r.statements.length} | ${cpu(r.graphqlCpuMs)} | ${r.peakMb.toFixed(0)} | ${(r.graphql.perSecond / r.direct.perSecond).toFixed(2)} | ${r.floor ? (r.graphql.perSecond / r.floor.perSecond).toFixed(2) : '–'} |`,
    ...(r.floor
      ? [
          `| | same SQL, hand-written route | ${load(r.floor)} | ${r.statements.length} | ${cpu(r.floorCpuMs)} | | | |`,
        ]
      : []),
    `| | same SQL through ${driver} | ${load(r.direct)} | ${r.statements.length} | | | | |`,
  ]);
  return [
    '| case | path | requests/s | p50 ms | p95 ms | p99 ms | errors | statements | processor ms / request | server peak MB | GraphQL / direct | GraphQL / route |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The same cases on a large and a small tenant: how much slower the large one answers (p50 and p95). */
export function scaleTable(large: CaseResult[], small: CaseResult[], labels: [string, string]): string {
  const rows = large.map((l, i) => {
    const s = small[i]!;
    return `| ${l.name} | ${l.totalItemCount.toLocaleString('en')} / ${s.totalItemCount.toLocaleString('en')} | ${ms(l.graphql.p50)} / ${ms(l.graphql.p95)} | ${ms(s.graphql.p50)} / ${ms(s.graphql.p95)} | **${(l.graphql.p50 / s.graphql.p50).toFixed(2)}** / ${(l.graphql.p95 / s.graphql.p95).toFixed(2)} |`;
  });
  return [
    `| case (GraphQL) | total found | ${labels[0]} p50 / p95 ms | ${labels[1]} p50 / p95 ms | large / small p50 / p95 |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function statementList(results: CaseResult[]): string {
  return results
    .map(
      (r) =>
        `${r.name}:\n\n${r.statements.map((s) => `- \`${s.replace(/\s+/g, ' ').slice(0, 160)}${s.length > 160 ? '…' : ''}\``).join('\n')}`,
    )
    .join('\n\n');
}

export function profileTables(
  profile: { total: number; functions: ProfileShare[]; areas: ProfileShare[] },
  top = 15,
): string {
  const table = (title: string, shares: ProfileShare[]) =>
    [
      `| ${title} | self ms | % |`,
      '|---|---|---|',
      ...shares
        .slice(0, top)
        .map((s) => `| ${s.name.replace(/\|/g, '\\|')} | ${s.ms.toFixed(0)} | ${s.percent.toFixed(1)} |`),
    ].join('\n');
  return `${table('area', profile.areas)}\n\n${table('function', profile.functions)}`;
}

/** The top `count` areas of a profile on one line, idle left out: where the next step is. */
export function topAreas(areas: ProfileShare[], count = 5): string {
  const busy = areas.filter((a) => a.name !== '(idle)');
  const total = busy.reduce((sum, a) => sum + a.ms, 0);
  const top = busy.slice(0, count);
  const share = (ms: number) => ((100 * ms) / total).toFixed(1);
  const listed = top.map((a) => `${a.name} ${share(a.ms)} %`).join(', ');
  return `Top ${count} areas of the busy time: ${listed} (together ${share(top.reduce((sum, a) => sum + a.ms, 0))} %).`;
}

export function target(met: boolean): string {
  return met ? 'met' : '**not met**';
}

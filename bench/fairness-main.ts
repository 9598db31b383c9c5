import { benchFairness, fairnessTable } from './fairness-bench.ts';
import { machine, writeResults } from './support.ts';

/** `npm run bench:fairness`: one embedded tenant's heavy work against another's small requests. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const table = `Machine: ${machine()}.\n\n${fairnessTable(await benchFairness(seconds))}`;
writeResults('Fairness between embedded tenants', table);
console.log(table);

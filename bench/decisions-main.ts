import { benchDecisions, decisionsTable } from './decisions-bench.ts';
import { machine, writeResults } from './support.ts';

/** `npm run bench:decisions`: decisions per second alone (`npm run bench` runs it too). */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const load = { connections: env('BENCH_CONNECTIONS', 32), seconds: env('BENCH_SECONDS', 10) };
const results = await benchDecisions(load);
const table = `Machine: ${machine()}.\n\n${decisionsTable(results, load.connections)}`;
writeResults('Decisions', table);
console.log(table);

// `npm test`: every suite — contract, server (embedded database; PostgreSQL when TEST_DATABASE_URL is set),
// web components, the employees' app's components, then the browser tests against the built app on the system Chromium. With
// TEST_DATABASE_URL the server suite runs on PostgreSQL and the embedded engine's own tests follow on the
// embedded database (the browser tests run on it too), so each engine is tested without running the whole
// server suite twice.
// Ends with one line, "N passed, N failed", summed over all runners from their JSON reports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

// Where the engines differ: opening and copying embedded clusters, tenancy and backups, a crash mid-write,
// pg_trgm, locks and concurrent attempts, the cost limit that stands in for a statement timeout, the
// statements a list runs, the workflow engine's transitions and jobs, and every unit test under src/.
const EMBEDDED_ENGINE_FILES = [
  'src/',
  'test/tenancy.test.ts',
  'test/backup.test.ts',
  'test/crash-safety.test.ts',
  'test/search-indexes.test.ts',
  'test/sign-in-attempts.test.ts',
  'test/sign-in-methods.test.ts',
  'test/operation-limits.test.ts',
  'test/production-mode.test.ts',
  'test/generic-writes.test.ts',
  'test/list-budget.test.ts',
  'test/count-cache.test.ts',
  'test/kept-statements.test.ts',
  // files copied between the local folder and the tenant's database (npm run tenant -- files)
  'test/move-files.test.ts',
  'test/schema-drift.test.ts',
  // exports read in keyset batches: timestamps, nulls and ties on the default engine too
  'test/export-batches.test.ts',
  // the workflow engine: row locks, skip-locked jobs, a restart, on the embedded thread too
  'test/requests-engine.test.ts',
  'test/requests-leave.test.ts',
  'test/requests-delegation.test.ts',
  // the leave ledger: a grant once per user and year (partial unique index), the anniversary job, the clock
  'test/leave-entitlement.test.ts',
  // the history of changes: rows in the write's transaction, the retention job and its clock
  'test/audit-log.test.ts',
  'test/audit-log-custom.test.ts',
  'test/audit-log-recruitment.test.ts',
  // what the employees' app shows: audience and publish window on the default engine too
  'test/navigation-links.test.ts',
  'test/navigation-menus.test.ts',
  'test/navigation-audience.test.ts',
  'test/sliders.test.ts',
  'test/dynamic-parts.test.ts',
  'test/orientation.test.ts',
  // recruitment's lookups, criteria of a type, a role once (numbers in the generic unique check)
  'test/recruitment.test.ts',
  // staff demands and discipline cases through the engine (kinds staffDemand, discipline, disciplineDefence)
  'test/staff-demands.test.ts',
  'test/discipline.test.ts',
  'test/discipline-cases.test.ts',
  // interviews: the row lock that finds the last interviewer, the result's workflow through the engine
  'test/interviews.test.ts',
  'test/interviews-portal.test.ts',
  // permissions per panel role: the matrix, the refusals, the upgrade grant on open, the schema-wide walk
  'test/permissions.test.ts',
  'test/permissions-demo.test.ts',
  'test/permission-cache.test.ts',
  'test/security/permissions-walk.test.ts',
  // more than one process (issue 32): the in-process limits behind the same interfaces; a graceful stop
  'test/shared-limits.test.ts',
  'test/graceful-stop.test.ts',
  // the security review's faults (issue 46, docs/security.md): on both engines
  'test/outgoing-calls.test.ts',
  'test/administrators.test.ts',
  'test/sign-in-device-mark.test.ts',
  'test/security/personal-data-walk.test.ts',
];

/**
 * A vitest run; `shard` ([k, n]) runs the k-th of n parts of its files (vitest's --shard), so that a step can
 * start on one worker beside the browser lane and finish on two once that lane is done.
 */
const vitest = (name, dir, files = [], env = {}, shard = null) => ({
  name,
  report: shard ? `${name}.${shard[0]}` : name,
  cwd: path.join(root, dir),
  env,
  // workers: how many files at once (vitest's maxWorkers): one while the browser lane has the other core
  command: (workers) => [
    'npx',
    'vitest',
    'run',
    ...files,
    ...(shard ? [`--shard=${shard[0]}/${shard[1]}`] : []),
    `--maxWorkers=${workers}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${shard ? `${name}.${shard[0]}` : name}.json`)}`,
  ],
  count: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
  }),
});
const parts = (n, make) => Array.from({ length: n }, (_, k) => make([k + 1, n]));

const browser = {
  name: 'browser',
  report: 'browser',
  cwd: path.join(root, 'apps/web'),
  command: () => [
    'sh',
    '-c',
    [
      'npx vite build --logLevel warn',
      'node ../../scripts/precompress.mjs',
      // the employees' app, served by the same server at /app/ (its tests: apps/portal/e2e)
      '(cd ../portal && npx vite build --logLevel warn)',
      'node ../../scripts/precompress.mjs apps/portal/dist',
      'node ../../scripts/check-bundle.mjs',
      'node ../../scripts/check-app-bundle.mjs',
      'npx playwright test --reporter=list,json',
    ].join(' && '),
  ],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'browser.json') },
  count: (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
  }),
};

/**
 * The vitest steps, one after another beside the browser lane; the later ones in parts, so that what is left
 * when that lane ends runs on both cores.
 */
const units = [
  vitest('contract', 'packages/contract'),
  ...(process.env.TEST_DATABASE_URL
    ? [vitest('server-embedded', 'apps/server', EMBEDDED_ENGINE_FILES, { TEST_DATABASE_URL: '' })]
    : []),
  vitest('portal', 'apps/portal'),
  ...parts(2, (shard) => vitest('web', 'apps/web', [], {}, shard)),
  ...parts(2, (shard) => vitest('server', 'apps/server', [], {}, shard)),
];

// Seconds each step may take on this project's two-core machines (the README's budget table): a step past
// its budget by more than half fails the run with a line saying so, so that growth is seen the day it comes.
const BUDGETS = {
  contract: 60,
  server: process.env.TEST_DATABASE_URL ? 540 : 900,
  'server-embedded': 900,
  web: 480,
  portal: 60,
  browser: 1000,
};
const OVER = 1.5;
const CORES = 2;

const only = process.env.PANO_TEST_ONLY?.split(',');
const chosen = (step) => !only || only.includes(step.name);
let passed = 0;
let failed = 0;
let broken = false;
const times = [];

/** Runs one step (its output to the terminal, or to a file when it runs beside another); true when it passed. */
async function run(step, workers, log) {
  const started = Date.now();
  const file = path.join(reports, `${step.report}.json`);
  fs.rmSync(file, { force: true });
  const [cmd, ...args] = step.command(workers);
  const out = log ? fs.openSync(log, 'w') : 'inherit';
  const child = spawn(cmd, args, {
    cwd: step.cwd,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...step.env },
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  if (log) {
    fs.closeSync(out);
    console.log(`\n=== ${step.report} tests (run beside the others; their output) ===`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
  }
  if (fs.existsSync(file)) {
    const counts = step.count(JSON.parse(fs.readFileSync(file, 'utf8')));
    passed += counts.passed;
    failed += counts.failed;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const earlier = times.find((time) => time.name === step.name);
  if (earlier) {
    earlier.seconds += seconds;
    if (!earlier.workers.includes(workers)) earlier.workers.push(workers);
  } else times.push({ name: step.name, seconds, budget: BUDGETS[step.name], workers: [workers] });
  if (status !== 0) {
    console.error(`\n${step.report} tests failed (exit ${status})`);
    broken = true;
  }
  return status === 0;
}

// The browser lane (the build, then Playwright's one worker) keeps about one core of the two busy: the vitest
// steps run beside it on the other core, one file at a time, and on both once it has finished. Its output is
// printed when it ends, so that the two never interleave.
const wall = Date.now();
let browserRunning = false;
const browserLane = chosen(browser)
  ? ((browserRunning = true),
    run(browser, 1, path.join(reports, 'browser.log')).finally(() => {
      browserRunning = false;
    }))
  : Promise.resolve(true);
for (const step of units) {
  if (!chosen(step)) continue;
  const workers = browserRunning ? CORES - 1 : CORES;
  console.log(`\n=== ${step.report} tests (${workers} worker${workers > 1 ? 's' : ''}) ===`);
  if (!(await run(step, workers))) break;
}
await browserLane;

console.log('\n=== time per step (seconds, against the budget) ===');
for (const { name, seconds, budget, workers } of times) {
  const over = budget && seconds > budget * OVER;
  console.log(
    `${name.padEnd(16)} ${String(seconds).padStart(5)} s   budget ${budget} s   workers ${workers.join(', then ')}${over ? '   OVER BY MORE THAN HALF' : ''}`,
  );
  if (over) {
    console.error(`${name} took ${seconds} s, more than 1.5 × its budget of ${budget} s (README, Test it)`);
    broken = true;
  }
}
console.log(
  `${'all (wall clock)'.padEnd(16)} ${String(Math.round((Date.now() - wall) / 1000)).padStart(5)} s`,
);
if (broken && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken ? 1 : 0);

// `npm test`: every suite — contract, server (embedded database; PostgreSQL when TEST_DATABASE_URL is set),
// web components, then the browser tests against the built app on the system Chromium.
// Ends with one line, "N passed, N failed", summed over all runners from their JSON reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });

const vitest = (name, dir) => ({
  name,
  cwd: path.join(root, dir),
  command: [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
  count: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
  }),
});

const steps = [
  vitest('contract', 'packages/contract'),
  vitest('server', 'apps/server'),
  vitest('web', 'apps/web'),
  {
    name: 'browser',
    cwd: path.join(root, 'apps/web'),
    command: [
      'sh',
      '-c',
      'npx vite build --logLevel warn && node ../../scripts/precompress.mjs && node ../../scripts/check-bundle.mjs && npx playwright test --reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'browser.json') },
    count: (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    }),
  },
];

const only = process.env.PANO_TEST_ONLY?.split(',');
let passed = 0;
let failed = 0;
let broken = false;
for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} tests ===`);
  const file = path.join(reports, `${step.name}.json`);
  fs.rmSync(file, { force: true });
  const [cmd, ...args] = step.command;
  const result = spawnSync(cmd, args, {
    cwd: step.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (fs.existsSync(file)) {
    const counts = step.count(JSON.parse(fs.readFileSync(file, 'utf8')));
    passed += counts.passed;
    failed += counts.failed;
  }
  if (result.status !== 0) {
    console.error(`\n${step.name} tests failed (exit ${result.status})`);
    broken = true;
    break;
  }
}
if (broken && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken ? 1 : 0);

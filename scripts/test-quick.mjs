// `npm run test:quick`: what a change most often breaks, in a few minutes, for the edit-test loop (issue 47).
// The contract's tests; the server's tests that import a file changed since QUICK_SINCE (HEAD by default:
// the uncommitted changes), on the embedded engine, stopping at the first failure; and every component test
// of the panel and of the employees' app. `npm test` (all suites, the browser tests too) is still what CI runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const since = process.env.QUICK_SINCE ?? 'HEAD';

const steps = [
  { name: 'contract', dir: 'packages/contract', args: [] },
  // vitest's --changed: the test files that import (directly or not) a file changed since `since`
  { name: 'server (changed, embedded)', dir: 'apps/server', args: [`--changed=${since}`, '--bail=1'] },
  { name: 'web', dir: 'apps/web', args: [] },
  { name: "employees' app", dir: 'apps/portal', args: [] },
];

const started = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--passWithNoTests', ...step.args], {
    cwd: path.join(root, step.dir),
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: '' },
  });
  if (result.status !== 0) {
    console.error(`\n${step.name} failed (exit ${result.status})`);
    process.exit(1);
  }
}
console.log(`\nquick lane passed in ${Math.round((Date.now() - started) / 1000)} s`);

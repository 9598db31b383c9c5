// `npm test`: every suite — contract, server (embedded database; PostgreSQL too when TEST_DATABASE_URL is set),
// web components, then the browser tests against a built app on the system Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['contract', ['test', '-w', '@pano/contract']],
  ['server', ['test', '-w', '@pano/server']],
  ['web', ['test', '-w', '@pano/web']],
  ['browser', ['run', 'e2e', '-w', '@pano/web']],
];
const only = process.env.PANO_TEST_ONLY?.split(',');
for (const [name, args] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name} tests ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} tests failed`);
    process.exit(result.status ?? 1);
  }
}

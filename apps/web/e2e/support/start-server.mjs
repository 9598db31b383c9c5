// Starts the real Pano server for the browser tests: a fresh embedded data folder, the demo tenant,
// the SPA from apps/web/dist.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.argv[2] ?? '8181';
const web = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(web, 'test-results', `e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(web, '../server/src/main.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(web, 'dist'),
    SEED_DEMO: 'true',
    SIGN_IN_MAX_FAILURES: '1000',
    DATABASE_URL: '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));

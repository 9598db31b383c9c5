// Starts the real Pano server for the browser tests: a fresh embedded data folder, the demo tenant,
// the panel from apps/web/dist and the employees' app from apps/portal/dist.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '8181';
const web = path.resolve(import.meta.dirname, '../..');
// Outside test-results/: Playwright empties that folder when any run starts, and another run (on another
// port) must not delete this server's database under it.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `pano-e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(web, '../server/src/main.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // E2E_WEB_DIST: a build of one's own (parallel runs must not share apps/web/dist)
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(web, 'dist'),
    // the employees' app at /app/ (apps/portal/e2e)
    PORTAL_DIST: process.env.E2E_PORTAL_DIST ?? path.join(web, '../portal/dist'),
    SEED_DEMO: 'true',
    SIGN_IN_FREE_FAILURES: '1000',
    DATABASE_URL: '',
    // Invitations: links point at this server; the outbox delivers to the SMTP catcher of
    // e2e/support/mailbox.ts on the next port while a test listens there.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${Number(port) + 1}`,
    MAIL_FROM: 'Pano <pano@pano.local>',
    MAIL_SEND_INTERVAL_MS: '300',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));

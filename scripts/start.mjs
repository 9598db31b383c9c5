// `npm start`: builds what is missing or out of date (the panel when apps/web/dist is missing or older
// than a source, unless WEB_DIST names a build of one's own; the employees' app likewise, apps/portal/dist
// and PORTAL_DIST; the server bundle when a source changed,
// apps/server/build.mjs), then runs the compiled server, apps/server/dist/main.js, in a process of its own
// with the memory settings of docs/performance.md ("Memory"): SERVER_NODE_FLAGS (default
// `--max-semi-space-size=16 --expose-gc`) and glibc's MALLOC_MMAP_THRESHOLD_ (131072) unless the environment
// sets them.
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { isStale } from './stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_NODE_FLAGS = '--max-semi-space-size=16 --expose-gc';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** What the web build is made from: a change to any of these makes apps/web/dist out of date. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
].map((input) => path.join(root, input));

if (!process.env.WEB_DIST && isStale(path.join(root, 'apps/web/dist/index.html'), WEB_INPUTS))
  run('npm', ['run', 'build', '-w', '@pano/web']);

/** What the employees' app (apps/portal, served at /app/) is made from. */
const PORTAL_INPUTS = [
  'apps/portal/src',
  'apps/portal/public',
  'apps/portal/index.html',
  'apps/portal/vite.config.ts',
  'apps/portal/package.json',
  'packages/contract/src',
].map((input) => path.join(root, input));

if (!process.env.PORTAL_DIST && isStale(path.join(root, 'apps/portal/dist/index.html'), PORTAL_INPUTS))
  run('npm', ['run', 'build', '-w', '@pano/portal']);
run(process.execPath, [path.join(root, 'apps/server/build.mjs'), '--if-stale']);

const flags = (process.env.SERVER_NODE_FLAGS ?? DEFAULT_NODE_FLAGS).split(/\s+/).filter(Boolean);
const server = spawn(process.execPath, [...flags, path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  // Buffers above 128 KB get pages of their own, given back when freed; without it glibc raises the limit
  // after the first large free and keeps what seeding or an upload once used (docs/performance.md, Memory).
  env: { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
// The server stops once however many signals arrive (a terminal's Ctrl-C reaches both processes).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

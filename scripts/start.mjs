// `npm start`: builds the web app when it has not been built yet, then runs the server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) run(['run', 'build', '-w', '@pano/web']);
run(['start', '-w', '@pano/server']);

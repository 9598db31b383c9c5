// Whether a build is older than what it is made from: `npm start` rebuilds the web app and the server
// bundle only when a source changed after them.
import fs from 'node:fs';

/** The newest modification time under `entry` (a file, or a folder walked whole); 0 when it is missing. */
export function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestChange(`${entry}/${name}`));
  }
  return newest;
}

/** True when `output` is missing or one of `inputs` changed after it was written. */
export function isStale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return inputs.some((input) => newestChange(input) > built);
}

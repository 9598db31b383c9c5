// Budget check (CI) of the employees' app (apps/portal/dist; issue 49 §3), in gzip:
//   - the JavaScript fetched from the first opening to the signed-in home's first render: the entry (the
//     sign-in is in it) and the home screen's chunk, each with what it imports: ≤ 90 KB;
//   - everything the service worker precaches (the page, scripts, styles): ≤ 400 KB.
// Exits 1 over either. `npm run bench:web` measures the rest (Lighthouse on a phone's settings).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const FIRST_LOAD_BUDGET_KB = 90;
const PRECACHE_BUDGET_KB = 400;
const dist = path.resolve(import.meta.dirname, '../apps/portal/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

/** A manifest entry's script and the scripts it imports statically, transitively. */
function scripts(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-app-bundle: the manifest has no '${key}'`);
  if (seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => scripts(next, seen))];
}

const seen = new Set();
const firstLoad = [...scripts('index.html', seen), ...scripts('src/screens/home/HomeScreen.tsx', seen)];
for (const file of firstLoad) console.log(`  ${file}  ${gzip(file).toFixed(1)} KB gzip`);
const firstKb = firstLoad.reduce((sum, file) => sum + gzip(file), 0);

const precached = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.vite') && !file.endsWith('.webmanifest'),
  );
const precacheKb = precached.reduce((sum, file) => sum + gzip(file), 0);

console.log(
  `the app: first load to the home: ${firstKb.toFixed(1)} KB gzip (budget ${FIRST_LOAD_BUDGET_KB} KB)`,
);
console.log(
  `the app: precache, ${precached.length} files: ${precacheKb.toFixed(1)} KB gzip (budget ${PRECACHE_BUDGET_KB} KB)`,
);
if (firstKb > FIRST_LOAD_BUDGET_KB || precacheKb > PRECACHE_BUDGET_KB) process.exit(1);

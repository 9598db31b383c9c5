// Budget check (CI): the JavaScript a browser loads before the first screen — the entry script and the
// chunks index.html preloads — must stay within 200 KB gzip. Prints the figure; exits 1 over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 200;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((m) => m[1]);
if (scripts.length === 0) {
  console.error('check-bundle: no script found in dist/index.html');
  process.exit(1);
}
let total = 0;
for (const src of scripts) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, src))).length;
  total += size;
  console.log(`  ${src}  ${(size / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(`initial JavaScript: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) process.exit(1);

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { machine, ROOT, startServer, writeResults } from './support.ts';

/** `npm run bench:web`: builds the web, reports initial JavaScript and each chunk, runs Lighthouse. */
const dist = path.join(ROOT, 'apps/web/dist');
execFileSync('npm', ['run', 'build', '--silent'], { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' });

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g),
].map((m) => m[1] ?? '');
const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: `assets/${f}`, kb: gzip(`assets/${f}`) }))
  .sort((a, b) => b.kb - a.kb);
const initialKb = initial.reduce((sum, f) => sum + gzip(f), 0);

const server = await startServer(18_900 + Math.floor(Math.random() * 100), { SEED_DEMO: 'true' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const scores: string[] = [];
try {
  for (const formFactor of ['desktop', 'mobile'] as const) {
    const result = await lighthouse(`${server.url}/#/auth/login`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor,
      screenEmulation:
        formFactor === 'desktop'
          ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }
          : undefined,
      throttlingMethod: 'simulate',
    });
    const lhr = result?.lhr;
    if (!lhr) continue;
    const cat = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    scores.push(
      `| ${formFactor} | ${cat('performance')} | ${cat('accessibility')} | ${cat('best-practices')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} |`,
    );
  }
} finally {
  await chrome.kill();
  server.child.kill();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const body = `Machine: ${machine()}. Command: \`npm run bench:web\`.

Initial JavaScript (entry + preloaded chunks): **${initialKb.toFixed(1)} KB gzip** (budget 200 KB).

| chunk | KB gzip | initial |
|---|---|---|
${chunks.map((c) => `| ${c.file} | ${c.kb.toFixed(1)} | ${initial.includes(c.file) ? 'yes' : ''} |`).join('\n')}

Lighthouse on the sign-in page (simulated throttling):

| form factor | performance | accessibility | best practices | FCP | LCP | TBT |
|---|---|---|---|---|---|---|
${scores.join('\n')}`;
writeResults('Web', body);
console.log(body);

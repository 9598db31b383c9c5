import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import * as chromeLauncher from 'chrome-launcher';
import { createTenantWithCli, machine, ROOT, startServer, writeResults } from './support.ts';

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
/** The default language's words are preloaded too (scripts/preloadWords.ts): budgeted apart, as check-bundle does. */
const isWords = (file: string) => /^assets\/(tr|en)-[^/]+\.js$/.test(file);
const initialKb = initial.filter((f) => !isWords(f)).reduce((sum, f) => sum + gzip(f), 0);
const wordsKb = initial.filter(isWords).reduce((sum, f) => sum + gzip(f), 0);

/**
 * The floor for this stack on this machine (issue 31 §2): the same announcements screen signed in to a tenant
 * that has none — the shell, the menu and an empty table. Made by the tenant CLI in the server's data folder
 * before the server starts (the server then owns the folder), beside the demo tenant it seeds.
 */
const EMPTY = { tag: 'bench-empty', email: 'admin@bench-empty.test', password: 'bench-pass-1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pano-bench-web-'));
createTenantWithCli({ ...EMPTY, company: 'Empty' }, { DATABASE_URL: '', DATA_DIR: dataDir });
const server = await startServer(18_900 + Math.floor(Math.random() * 100), {
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
});
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
const DEMO = { tag: 'demo', email: 'admin@pano.local', password: 'pano1234' };
const PAGES = [
  { name: 'sign-in', hash: '#/auth/login', account: null },
  { name: 'announcements list, signed in', hash: '#/duyuru/duyurular', account: DEMO },
  { name: 'floor: shell and an empty table', hash: '#/duyuru/duyurular', account: EMPTY },
] as const;

/** Signs an administrator in through the sign-in screen, so the browser's storage holds the session. */
async function signInAs(account: typeof DEMO): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${server.url}/#/auth/login`);
  // a session an earlier page left (the demo's, before the floor's tenant) is ended first
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    location.hash = '#/auth/login';
  });
  await page.reload();
  const step = async (value: string) => {
    await page.waitForSelector('input:not([disabled])').catch(async (error: unknown) => {
      console.error(await page.evaluate(() => `${location.href} ${document.body.innerText.slice(0, 300)}`));
      throw error;
    });
    await page.type('input', value);
    await page.keyboard.press('Enter');
    await page.waitForFunction((typed) => document.querySelector('input')?.value !== typed, {}, value);
  };
  await step(account.tag);
  await step(account.email);
  await page.waitForSelector('input[type="password"]');
  await page.type('input[type="password"]', account.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !location.hash.startsWith('#/auth'));
  await page.close();
  await browser.disconnect();
}

/** A Lighthouse report (its `lhr`). */
type Result = Awaited<ReturnType<typeof audit>>;

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

/** One Lighthouse run of `target`; a run whose trace failed (a runtime error: NO_NAVSTART …) is run again. */
async function audit(target: (typeof PAGES)[number], formFactor: 'desktop' | 'mobile') {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      `${server.url}/${target.hash}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // the signed-in page keeps the session the sign-in stored
        disableStorageReset: target.account !== null,
      },
      // Lighthouse's own desktop preset (desktop throttling and screen); mobile is its default
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${target.name}: Lighthouse gave no result`);
    if (!lhr.runtimeError) return lhr;
    console.log(`${target.name}, ${formFactor}: ${lhr.runtimeError.code}, run again`);
    if (attempt === 3) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
  }
}

const scores: string[] = [];
/** The median total blocking time (ms) of each page on each form factor, by `${name}|${formFactor}`. */
const blocking = new Map<string, number>();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (const target of PAGES) {
    if (target.account) await signInAs(target.account);
    for (const formFactor of ['desktop', 'mobile'] as const) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(target, formFactor));
      // the median run by performance score: one run moves by several points on a shared machine
      const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      if (lhr.finalDisplayedUrl.includes('#/auth') !== !target.account)
        throw new Error(`${target.name}: Lighthouse ended on ${lhr.finalDisplayedUrl}`);
      // the whole report, for looking into a figure (long tasks, boot-up time by script …)
      const report = path.join(
        os.tmpdir(),
        `pano-lighthouse-${target.name.split(/\W/)[0]}-${formFactor}.json`,
      );
      fs.writeFileSync(report, JSON.stringify(lhr));
      console.log(`${target.name}, ${formFactor}: ${report}`);
      const cat = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      const all = runs.map((r) => Math.round(performance(r) * 100)).join(', ');
      const tbt = runs.map((r) => r.audits['total-blocking-time']?.numericValue ?? 0);
      blocking.set(`${target.name}|${formFactor}`, median(tbt));
      const tbtText = `${median(tbt).toFixed(0)} ms (${tbt.map((t) => t.toFixed(0)).join(', ')})`;
      scores.push(
        `| ${target.name} | ${formFactor} | ${cat('performance')} (${all}) | ${cat('accessibility')} | ${cat('best-practices')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${tbtText} | ${metric('cumulative-layout-shift')} |`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.child.kill();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const tbtOf = (page: (typeof PAGES)[number], formFactor: string) =>
  blocking.get(`${page.name}|${formFactor}`) ?? NaN;
const [signInPage, listPage, floorPage] = PAGES;
const phoneList = tbtOf(listPage, 'mobile');
const phoneSignIn = tbtOf(signInPage, 'mobile');
const phoneFloor = tbtOf(floorPage, 'mobile');
const overFloor = (value: number) =>
  phoneFloor > 0
    ? `${(value / phoneFloor).toFixed(1)}× the floor's ${phoneFloor.toFixed(0)} ms`
    : `the floor: ${phoneFloor.toFixed(0)} ms`;

const body = `Machine: ${machine()}. Command: \`npm run bench:web\`.

Initial JavaScript (entry + preloaded chunks): **${initialKb.toFixed(1)} KB gzip** (budget 180 KB); with the default language's words, also preloaded: ${(initialKb + wordsKb).toFixed(1)} KB (budget 192 KB).

| chunk | KB gzip | initial |
|---|---|---|
${chunks.map((c) => `| ${c.file} | ${c.kb.toFixed(1)} | ${initial.includes(c.file) ? 'yes' : ''} |`).join('\n')}

Lighthouse (simulated throttling; desktop with Lighthouse's desktop preset, mobile with its default), the median of ${RUNS} runs by performance score (every run's score in brackets):

| page | form factor | performance | accessibility | best practices | FCP | LCP | TBT, median (each run) | CLS |
|---|---|---|---|---|---|---|---|---|
${scores.join('\n')}

Targets (issue 31 §2), the median total blocking time of three runs on a phone (Lighthouse's 4× CPU slowdown):

- Announcements list, signed in: ${phoneList.toFixed(0)} ms (≤ 200 ms: ${phoneList <= 200 ? 'met' : '**not met**'}; ${overFloor(phoneList)}).
- Sign-in: ${phoneSignIn.toFixed(0)} ms (≤ 100 ms: ${phoneSignIn <= 100 ? 'met' : '**not met**'}).`;
writeResults('Web', body);
console.log(body);

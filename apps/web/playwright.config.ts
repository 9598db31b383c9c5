import { defineConfig } from '@playwright/test';
import { currentLane, LANES, lanePort } from './e2e/support/lanes.ts';

/**
 * Browser tests: the real server (built SPA, fresh embedded data, demo tenant) in the system Chromium, one
 * server per worker (e2e/support/lanes.ts).
 */

export default defineConfig({
  // the panel's tests, then the employees' app's (apps/portal/e2e) on a phone's screen, against one server
  projects: [
    { name: 'panel', testDir: './e2e' },
    {
      name: 'app',
      testDir: '../portal/e2e',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker runs whole files, in alphabetical order, against its own lane's server (one lane unless
  // E2E_LANES says more): the two walks over every screen (accessibility-*) are the first two files, so each
  // starts on a demo as provisioned, before any other file adds its own records to the lists.
  fullyParallel: false,
  workers: LANES,
  retries: 0,
  reporter: [['list']],
  use: {
    // the config is read again in each worker, which knows its lane then
    baseURL: `http://127.0.0.1:${lanePort(currentLane())}`,
    locale: 'tr-TR',
    // the panel then has no transitions (src/app/theme/buildTheme.ts): nothing to wait for after a click
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: LANES }, (_, lane) => ({
    command: `node e2e/support/start-server.mjs ${lanePort(lane)}`,
    url: `http://127.0.0.1:${lanePort(lane)}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

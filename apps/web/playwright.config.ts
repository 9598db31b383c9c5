import { defineConfig } from '@playwright/test';

/** Browser tests: the real server (built SPA, fresh embedded data, demo tenant) in the system Chromium. */
const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker runs the files in alphabetical order: the two walks over every screen (accessibility-*) come
  // first, on the demo as provisioned, before the other files add their own records to the lists.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
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
  webServer: {
    command: `node e2e/support/start-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

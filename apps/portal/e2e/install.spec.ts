import { expect, test } from '@playwright/test';
import { openSignedIn } from './support.ts';

test("Chromium finds the company's app installable", async ({ page }) => {
  await openSignedIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/app/manifest.webmanifest?tag=demo');
  const manifest = (await (await page.request.get(href ?? '')).json()) as { name: string };
  const company = (await (await page.request.get('/api/Subscription/GetSubscription?tag=demo')).json()) as {
    data: { company: { name: string } };
  };
  expect(manifest.name).toBe(company.data.company.name);

  const cdp = await page.context().newCDPSession(page);
  // a Playwright context is incognito, which Chromium always reports: every other finding is ours
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});

import { expect, test } from '@playwright/test';

test('the splash is painted before any script runs', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  const splash = page.getByRole('progressbar', { name: 'Yükleniyor · Loading' });
  await expect(splash).toBeVisible();
  // the Pano mark and name: content on screen before the JavaScript has arrived
  await expect(splash.getByText('Pano', { exact: true })).toBeVisible();
  await expect(splash.locator('svg')).toBeVisible();
});

test('only the chosen language’s words are loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/auth/login');
  await expect(page.getByRole('button', { name: 'Devam' })).toBeVisible();
  // the splash handed over to the app's own, which is hidden once loading ends
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const words = scripts.filter((script) => /\/assets\/(tr|en)-/.test(script));
  expect(words.some((script) => script.includes('/tr-'))).toBe(true);
  expect(words.some((script) => script.includes('/en-'))).toBe(false);

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(scripts.some((script) => script.includes('/en-'))).toBe(true);
});

test('when the words cannot load, the page says so in both languages, and a retry loads the app', async ({
  page,
}) => {
  await page.route(/\/assets\/tr-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/#/auth/login');
  const failed = page.getByRole('alert');
  await expect(failed).toContainText('Pano yüklenemedi.');
  await expect(failed).toContainText('Pano could not be loaded.');
  await expect(page.getByRole('progressbar')).toBeHidden();
  await page.unroute(/\/assets\/tr-[^/]*\.js$/);
  await failed.getByRole('button', { name: 'Yeniden dene · Try again' }).click();
  await expect(page.getByRole('button', { name: 'Devam' })).toBeVisible();
});

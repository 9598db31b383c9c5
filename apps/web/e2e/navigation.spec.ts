import { expect, test, type Browser } from '@playwright/test';
import { signedIn } from './support/session.ts';
import { expandMenu } from './support/walk.ts';

/**
 * Records, on every painted frame and every change of the page, whether the header (the app bar) was
 * missing or covered, or the full-window splash was shown.
 */
function watchShell() {
  const seen = { frames: 0, headerGone: 0, splash: 0 };
  const check = () => {
    // the header is there and on top: nothing covers its middle (but the phone's menu, opened on purpose)
    const header = document.querySelector('header');
    const box = header?.getBoundingClientRect();
    const top = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const menuOpen = top?.closest('.MuiDrawer-modal') != null;
    if (!header || !top || !(header.contains(top) || menuOpen)) seen.headerGone += 1;
    const splash = document.querySelector<HTMLElement>('.pano-splash');
    if (splash && !splash.hidden) seen.splash += 1;
  };
  const frame = () => {
    seen.frames += 1;
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
  (window as unknown as { shellWatch: typeof seen }).shellWatch = seen;
}

/** Signs in at `width` in a fresh browser (no cached scripts), and clicks through eight menu entries. */
async function clickThroughMenu(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  const phone = width < 900;
  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Duyurular' })).toBeVisible();
  await expect(page.locator('.pano-splash')).toBeHidden();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // the announcements list fetches its editor at the first sign of use (a pointer move): give it that here
  await page.mouse.move(10, 10);
  await page.mouse.move(width / 2, 300, { steps: 5 });
  // the menu's screens are fetched in idle time after sign-in, one chunk per idle moment; the page marks
  // the end of that queue (waiting for a quiet spell instead passed early once on a slow machine)
  await expect(page.locator('html[data-screens-prefetched]')).toBeAttached({ timeout: 90_000 });
  scripts.length = 0;
  await page.evaluate(watchShell);
  const openMenu = async () => {
    if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  };
  await openMenu();
  await expandMenu(page);
  const links = page.getByRole('navigation').getByRole('link');
  const names = (await links.allInnerTexts())
    .map((name) => name.trim())
    .filter((name) => name !== 'Duyurular');
  if (phone) await page.keyboard.press('Escape');
  const entries = names.slice(0, 8);
  expect(entries).toHaveLength(8);
  for (const entry of entries) {
    await openMenu();
    await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: entry, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
  }
  const seen = await page.evaluate(() => (window as unknown as { shellWatch: object }).shellWatch);
  await context.close();
  return { seen, scripts };
}

for (const width of [1280, 390])
  test(`at ${width} px, eight first visits from the menu keep the header and the menu, never show the splash, and fetch no code (it came in idle time after sign-in)`, async ({
    browser,
  }) => {
    const { seen, scripts } = await clickThroughMenu(browser, width);
    expect(seen).toMatchObject({ headerGone: 0, splash: 0 });
    expect(scripts).toEqual([]);
  });

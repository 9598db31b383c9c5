import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

const WIDTHS = [1280, 390];

/** Every screen the side menu leads to, as its hash route. */
async function menuRoutes(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('#/')))];
}

test('every screen of the menu has no serious or critical axe violations, on a desktop and on a phone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
  const routes = await menuRoutes(page);
  expect(routes.length).toBeGreaterThan(20);
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 900 });
    await page.goto(`/${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the screen has loaded: the splash is gone (it stays a second after the last loading task)
    await expect(page.locator('.pano-splash'), route).toBeHidden({ timeout: 20_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[`${route} at ${width} px`] = violations;
    }
  }
  expect(found).toEqual({});
});

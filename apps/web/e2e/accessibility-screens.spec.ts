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

/** Opens a route on a desktop and waits until it has loaded. */
async function open(page: Page, route: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 900 });
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the screen has loaded: the splash is gone (it stays a second after the last loading task)
  await expect(page.locator('.pano-splash'), route).toBeHidden({ timeout: 20_000 });
  // and its own parts have loaded (the workflow diagram, a detail's data)
  await expect(page.getByRole('progressbar'), route).toHaveCount(0, { timeout: 20_000 });
}

/** The serious and critical findings of the open screen at each width, under `route at N px`. */
async function auditWidths(page: Page, route: string, found: Record<string, string[]>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[`${route} at ${width} px`] = violations;
  }
}

/**
 * The screens a list's first row leads to (details, nested lists, builders, the workflow editor): its link
 * icons and the links in its 'more actions' menu, which is audited open on the way.
 */
async function rowRoutes(page: Page, route: string, found: Record<string, string[]>): Promise<string[]> {
  const row = page.getByRole('main').getByRole('row').nth(1);
  if (!(await row.isVisible())) return [];
  const hrefs = await row
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const more = row.getByRole('button', { name: / için diğer işlemler$/ });
  if ((await more.count()) > 0) {
    await more.click();
    const menu = page.getByRole('menu');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[`${route}, its row menu`] = violations;
    hrefs.push(
      ...(await menu
        .getByRole('menuitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''))),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return hrefs.filter((href) => href.startsWith('#/'));
}

test("every screen of the menu, and every screen a list's first row leads to (details, nested lists, builders, editors), has no serious or critical axe violations, on a desktop and on a phone", async ({
  page,
}) => {
  test.setTimeout(540_000);
  await signIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
  const routes = await menuRoutes(page);
  expect(routes.length).toBeGreaterThan(20);
  const found: Record<string, string[]> = {};
  const children = new Set<string>();
  for (const route of routes) {
    await open(page, route);
    for (const child of await rowRoutes(page, route, found)) children.add(child);
    await auditWidths(page, route, found);
  }
  expect(children.size).toBeGreaterThan(12);
  for (const route of children) {
    await open(page, route);
    await auditWidths(page, route, found);
  }
  expect(found).toEqual({});
});

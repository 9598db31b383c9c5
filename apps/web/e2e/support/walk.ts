import { expect, type Page } from '@playwright/test';

/** Opens every closed group of the side menu (they stay open: the menu keeps their state). */
export async function expandMenu(page: Page): Promise<void> {
  const closed = page.getByRole('navigation').locator('[aria-expanded="false"]');
  await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
  while ((await closed.count()) > 0) await closed.first().click();
}

/** Every screen the side menu leads to, as its hash route ('#/tanimlama/cinsiyet'). */
export async function menuRoutes(page: Page): Promise<string[]> {
  await expandMenu(page);
  const links = page.getByRole('navigation').getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('#/')))];
}

/** Opens a hash route and waits until its screen and its own parts (a detail's data, a diagram) have loaded. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.pano-splash'), route).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('progressbar'), route).toHaveCount(0, { timeout: 20_000 });
}

/** The links of the first row on view and of its 'more actions' menu; `onMenu` runs while that menu is open. */
async function firstRowRoutes(page: Page, onMenu?: () => Promise<void>): Promise<string[]> {
  const row = page.getByRole('main').getByRole('row').nth(1);
  if (!(await row.isVisible())) return [];
  const hrefs = await row
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const more = row.getByRole('button', { name: / için diğer işlemler$/ });
  if ((await more.count()) > 0) {
    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await onMenu?.();
    hrefs.push(
      ...(await menu
        .getByRole('menuitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''))),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return hrefs;
}

/**
 * The screens the open page's first row leads to (details, nested lists, builders, editors): its link icons
 * and the links of its 'more actions' menu, on every tab of the page (an applicant's offers sit on the
 * second tab); the tab that was selected is selected again. `onMenu` runs while a menu is open.
 */
export async function rowRoutes(page: Page, onMenu?: () => Promise<void>): Promise<string[]> {
  const hrefs = await firstRowRoutes(page, onMenu);
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  if (count > 1) {
    const selected = page.getByRole('main').getByRole('tab', { selected: true }).first();
    const first = (await selected.count()) > 0 ? await selected.textContent() : null;
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isEnabled())) continue;
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      hrefs.push(...(await firstRowRoutes(page, onMenu)));
    }
    if (first !== null) await tabs.filter({ hasText: first }).first().click();
  }
  return [...new Set(hrefs.filter((href) => href.startsWith('#/')))];
}

/** The path of a hash route without its query (a list keeps its page and search there). */
export const routePath = (route: string): string => route.replace(/^#/, '').split('?')[0] ?? '';

/** A screen reached from a list's row, and the screen whose row led to it. */
export interface Reached {
  route: string;
  parent: string;
}

/**
 * Walks from every menu screen through its first row's links, and theirs, `depth` levels down: every detail
 * page, nested list, builder and editor the demo data leads to, each once, with the screen it was reached
 * from. `visit` runs on every screen once it has loaded (menu screens included, with `parent` null), after
 * `onRowMenu` ran with the first row's menu open.
 */
export async function walkScreens(
  page: Page,
  visit: (route: string, parent: string | null) => Promise<void>,
  { depth = 3, onRowMenu }: { depth?: number; onRowMenu?: (route: string) => Promise<void> } = {},
): Promise<Reached[]> {
  const seen = new Set<string>();
  const reached: Reached[] = [];
  let level: { route: string; parent: string | null }[] = (await menuRoutes(page)).map((route) => ({
    route,
    parent: null,
  }));
  for (const { route } of level) seen.add(routePath(route));
  for (let down = 0; down <= depth && level.length > 0; down++) {
    const next: { route: string; parent: string }[] = [];
    for (const { route, parent } of level) {
      await openRoute(page, route);
      for (const child of await rowRoutes(page, onRowMenu && (() => onRowMenu(route))))
        if (!seen.has(routePath(child))) {
          seen.add(routePath(child));
          next.push({ route: child, parent: route });
        }
      await visit(route, parent);
      if (parent !== null) reached.push({ route, parent });
    }
    level = next;
  }
  return reached;
}

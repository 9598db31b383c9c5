import { expect, test } from '@playwright/test';
import { screenPaths } from '../src/app/areaRoutes.tsx';
import { AREAS } from '../src/features/areas.ts';
import { signedIn } from './support/session.ts';
import { openRoute, routePath, walkScreens } from './support/walk.ts';

/** The manifests' screens that sit under another (a route with a parameter): detail pages, nested lists, builders. */
const detailTemplates = [...screenPaths(AREAS).entries()].filter(([, path]) => path.includes('/:'));
const area = (route: string) => routePath(route).split('/')[1];
const matches = (template: string, path: string) =>
  new RegExp(`^${template.replace(/:\w+/g, '[^/]+')}$`).test(path);

test("every detail page's back arrow leads to the screen it was opened from, and the walk reaches every detail screen of the manifests", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page);
  const wrong: string[] = [];
  const reached = await walkScreens(page, async (route, parent) => {
    // a record number in the history links across areas to the record's own screen, whose arrow leads to that
    // screen's own list (the browser's back button returns to the history)
    if (parent === null || area(route) !== area(parent)) return;
    const main = page.getByRole('main');
    const link = main.getByRole('link', { name: 'Geri', exact: true });
    // an interview's back arrow goes to the page before it (spec 002 §2): opened from its parent, as a user does
    const previous = main.getByRole('button', { name: 'Geri', exact: true });
    await expect(link.or(previous), route).toHaveCount(1);
    if ((await previous.count()) > 0) {
      await openRoute(page, parent);
      await openRoute(page, route);
    }
    await link.or(previous).click();
    await page.waitForURL((url) => routePath(url.hash) !== routePath(route));
    const landed = routePath(new URL(page.url()).hash);
    if (landed !== routePath(parent)) wrong.push(`${route} → ${landed} (opened from ${parent})`);
  });
  expect(wrong).toEqual([]);
  const unreached = detailTemplates
    .filter(([, template]) => !reached.some(({ route }) => matches(template, routePath(route))))
    .map(([id]) => id);
  expect(unreached).toEqual([]);
});

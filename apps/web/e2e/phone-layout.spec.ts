import { expect, test } from '@playwright/test';
import { signedIn } from './support/session.ts';
import { openRoute, walkScreens } from './support/walk.ts';

/** What leaves a 390 px screen on the open page: the page itself, the pager's arrows, a tab list. */
function offScreen(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width)
    found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  const outside = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.left < 0 || box.right > width;
  };
  for (const arrow of document.querySelectorAll('.MuiTablePagination-actions button'))
    if (outside(arrow)) found.push(`the pager's '${arrow.getAttribute('aria-label') ?? ''}'`);
  for (const tabs of document.querySelectorAll('[role="tablist"]'))
    if (outside(tabs)) found.push(`the tabs '${tabs.textContent ?? ''}'`);
  return found;
}

test('on a 390 px phone no screen of the menu or under it is wider than the screen, and its pager arrows and tabs stay on it', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page);
  const routes: string[] = [];
  await walkScreens(page, async (route) => {
    routes.push(route);
  });
  expect(routes.length).toBeGreaterThan(40);
  await page.setViewportSize({ width: 390, height: 844 });
  const found: Record<string, string[]> = {};
  let pagers = 0;
  for (const route of routes) {
    await openRoute(page, route);
    pagers += await page.locator('.MuiTablePagination-actions').count();
    const wrong = await page.evaluate(offScreen);
    if (wrong.length > 0) found[route] = wrong;
  }
  expect(found).toEqual({});
  expect(pagers).toBeGreaterThan(30);
});

test('on a phone a list card is titled by its row’s name: a user by name and surname, not by the name alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await openRoute(page, '#/ayarlar/kullanici/kullanicilar');
  const card = page.getByRole('list', { name: 'Kullanıcılar' }).getByRole('listitem').first();
  await expect(card.locator('> div').first()).toHaveText(/^\S+ \S+/);
  await expect(card).not.toContainText('Soyad:');
});

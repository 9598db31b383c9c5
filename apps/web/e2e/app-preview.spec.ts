import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { callGraphql, portalSignIn } from './support/portal.ts';
import { previewAsElif } from './support/preview.ts';
import { signedIn } from './support/session.ts';

const PORTAL = `{ myMenus { data { name } } }`;
const LINKS = `{ myLinks { data { name } } }`;
const SLIDERS = `{ mySliders { data { name items { name } } } }`;
const PARTS = `{ myDynamicParts { data { title announcements { title } } } }`;

test('the app preview shows calisan1 what the portal answers calisan1', async ({ page, request }) => {
  await signedIn(page);
  await previewAsElif(page);
  const token = await portalSignIn(request);
  const names = async (query: string) =>
    (await callGraphql<{ name: string }[]>(request, token, query)).data.map((row) => row.name);

  const menu = page.getByRole('list', { name: 'Menü' });
  const menus = await names(PORTAL);
  expect(menus.length).toBeGreaterThan(0);
  await expect(menu.getByRole('listitem')).toHaveText(menus);

  const links = page.getByRole('region', { name: 'Linkler' });
  for (const name of await names(LINKS)) await expect(links.getByText(name, { exact: true })).toBeVisible();

  const sliders = (await callGraphql<{ name: string; items: { name: string }[] }[]>(request, token, SLIDERS))
    .data;
  expect(sliders.length).toBeGreaterThan(0);
  const strip = page.getByRole('region', { name: 'Sliderlar' });
  for (const item of sliders.flatMap((slider) => slider.items))
    await expect(strip.getByRole('img', { name: item.name })).toBeVisible();

  const parts = (
    await callGraphql<{ title: string; announcements: { title: string }[] }[]>(request, token, PARTS)
  ).data;
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    const card = page.getByRole('article', { name: part.title });
    await expect(card).toBeVisible();
    for (const announcement of part.announcements)
      await expect(card.getByText(announcement.title, { exact: true })).toBeVisible();
  }

  // the web portal's menu is the preview's on the web device
  await page.getByRole('radio', { name: 'Web portalı' }).check();
  const web = (
    await callGraphql<{ name: string }[]>(request, token, `{ myMenus(deviceType: "WEB") { data { name } } }`)
  ).data.map((row) => row.name);
  await expect(menu.getByRole('listitem')).toHaveText(web);
});

for (const width of [1280, 390]) {
  test(`axe: no serious finding on the app preview at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await previewAsElif(page);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

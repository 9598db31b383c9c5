import { expect, test } from '@playwright/test';
import { signedIn } from './support/session.ts';

test('language and theme are remembered across a reload', async ({ page }) => {
  await signedIn(page);
  await expect(page.getByRole('heading', { name: 'Duyurular' }).first()).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Announcements' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect.poll(background).not.toBe(dark);
  const light = await background();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Announcements' }).first()).toBeVisible();
  expect(await background()).toBe(light);
  await expect(page.getByRole('button', { name: 'Switch to the dark theme' })).toBeVisible();
});

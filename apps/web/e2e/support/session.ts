import { expect, type Page } from '@playwright/test';

export const DEMO = { tag: 'demo', email: 'admin@pano.local', password: 'pano1234' } as const;

/** Goes through the three sign-in steps as a person would (the demo administrator unless told). */
export async function signIn(
  page: Page,
  password: string = DEMO.password,
  email: string = DEMO.email,
): Promise<void> {
  await page.goto('/#/auth/login');
  await page.getByLabel(/tag/i).fill(DEMO.tag);
  await page.getByRole('button', { name: /devam|continue/i }).click();
  await page.getByLabel(/e-posta|email/i).fill(email);
  await page.getByRole('button', { name: /devam|continue/i }).click();
  await page.getByLabel(/şifre|password/i).fill(password);
  await page.getByRole('button', { name: /giriş|sign in|devam|continue/i }).click();
}

export async function signedIn(page: Page): Promise<void> {
  await signIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
}

/**
 * Opens a screen from the side menu and waits until it is the one on view: the heading names the entry, and
 * the previous screen (its search box, its rows) is gone in the same render.
 */
export async function openFromMenu(page: Page, entry: string, url?: RegExp): Promise<void> {
  const menu = page.getByRole('navigation');
  const link = menu.getByRole('link', { name: entry, exact: true });
  const filter = menu.getByRole('searchbox', { name: /^(Menüde bul|Find in the menu)$/ });
  // an entry in a closed group is found by its words in the menu's filter box, as a person would
  if (!(await link.isVisible())) await filter.fill(entry);
  await link.click();
  if ((await filter.isVisible()) && (await filter.inputValue()) !== '') await filter.fill('');
  if (url) await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: entry, exact: true })).toBeVisible();
}

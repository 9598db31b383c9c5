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

/** What a signed-in panel keeps in the browser (src/state/storage.ts) and a new page needs to be signed in. */
const SESSION_KEYS = ['pano:token', 'pano:userId', 'pano:subscription'] as const;

/** This worker's demo administrator session, taken from its first sign-in through the form. */
let kept: Record<string, string> | null = null;

/** Whether the kept session's token still answers (a test may have signed it out or changed the password). */
async function stillValid(page: Page, session: Record<string, string>): Promise<boolean> {
  const token = (JSON.parse(session['pano:token'] ?? '{}') as { value?: string }).value;
  if (!token) return false;
  const answer = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ currentUser { isSuccess } }' },
  });
  const body = (await answer.json().catch(() => null)) as {
    data?: { currentUser?: { isSuccess?: boolean } };
  } | null;
  return body?.data?.currentUser?.isSuccess === true;
}

/**
 * The demo administrator, signed in, on the screen the panel opens with. The first call in a worker goes
 * through the sign-in form (signIn above; sign-in.spec.ts tests the form itself); later ones give the new
 * page that session in its storage, as a browser that signed in earlier would have it, and open the panel:
 * the three steps cost each test seconds and tested nothing new. A session that no longer answers (signed out,
 * password changed) is replaced through the form.
 */
export async function signedIn(page: Page): Promise<void> {
  const reused = kept && (await stillValid(page, kept)) ? kept : null;
  if (reused) {
    await page.addInitScript((session: Record<string, string>) => {
      // once per tab, in the top document only: a later sign-out and reload must stay signed out
      if (window.top !== window || sessionStorage.getItem('pano-e2e:seeded')) return;
      sessionStorage.setItem('pano-e2e:seeded', '1');
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    }, reused);
    await page.goto('/');
  } else {
    await signIn(page);
  }
  await expect(page).not.toHaveURL(/auth\/login/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (reused) return;
  kept = await page.evaluate(
    (keys) =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const value = localStorage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      ),
    [...SESSION_KEYS],
  );
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

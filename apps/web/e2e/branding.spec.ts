import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_COLORS } from '@pano/contract';
import { seriousViolations } from './support/axe.ts';
import { openFromMenu, signedIn } from './support/session.ts';

const saveButton = (page: Page) =>
  page.getByRole('region', { name: 'Tema renkleri' }).getByRole('button', { name: 'Kaydet' });
/** The theme form's Save button colour, with the pointer away from it (hover darkens it). */
async function background(page: Page): Promise<string> {
  await page.mouse.move(0, 0);
  return saveButton(page).evaluate((button) => getComputedStyle(button).backgroundColor);
}

async function setPrimary(page: Page, color: string) {
  const theme = page.getByRole('region', { name: 'Tema renkleri' });
  await theme.getByRole('textbox', { name: 'Ana renk', exact: true }).fill(color);
  await saveButton(page).click();
  await expect(page.getByText('Tema değiştirildi').first()).toBeVisible();
}

test('theme: a new primary colour changes the panel at once and after signing in again', async ({ page }) => {
  await signedIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
  await openFromMenu(page, 'Tema ve logo değiştir');
  await expect(page).toHaveURL(/#\/ayarlar\/logo$/);
  await expect(page.getByRole('img', { name: 'Web paneli önizlemesi' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mobil uygulama önizlemesi' })).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  await page.waitForTimeout(400); // the button's colour transition
  const before = await background(page);
  expect(await seriousViolations(page)).toEqual([]);

  // with a bad colour, Save says so at the field and focuses it instead of saving
  const theme = page.getByRole('region', { name: 'Tema renkleri' });
  await theme.getByRole('textbox', { name: 'İkincil renk', exact: true }).fill('#12');
  await saveButton(page).click();
  await expect(theme.getByRole('textbox', { name: 'İkincil renk', exact: true })).toBeFocused();
  await expect(theme.getByText('İkincil renk alanını kontrol edin')).toBeVisible();
  await theme
    .getByRole('textbox', { name: 'İkincil renk', exact: true })
    .fill(DEFAULT_COLORS.secondaryColorCode);

  // the previews follow the form before anything is saved
  await theme.getByRole('textbox', { name: 'Ana renk', exact: true }).fill('#00ff00');
  await expect
    .poll(() => page.getByTestId('web-preview-bar').evaluate((bar) => getComputedStyle(bar).backgroundColor))
    .toBe('rgb(0, 255, 0)');
  await setPrimary(page, '#00ff00');
  // the panel's own primary button takes the new colour without a reload (#00ff00 is readable on dark)
  await expect.poll(() => background(page)).toBe('rgb(0, 255, 0)');

  // signing in again: GetSubscription brings the same colours
  await page.goto('/#/logout');
  await expect(page).toHaveURL(/auth\/login/);
  await page.evaluate(() => window.localStorage.clear());
  await signedIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
  await page.goto('/#/ayarlar/logo');
  await expect.poll(() => background(page)).toBe('rgb(0, 255, 0)');

  // back to the default, so other tests see the demo tenant as it was
  await setPrimary(page, DEFAULT_COLORS.primaryColorCode);
  await expect.poll(() => background(page)).toBe(before);
});

test('logo: an uploaded transparent logo is saved and shown', async ({ page }) => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await signedIn(page);
  await expect(page).not.toHaveURL(/auth\/login/);
  await page.goto('/#/ayarlar/logo');
  const logos = page.getByRole('region', { name: 'Logolar' });
  const save = logos.getByRole('button', { name: 'Logoları kaydet' });
  await expect(save).toBeDisabled();
  await logos
    .getByLabel('Transparan logo seç')
    .setInputFiles({ name: 't.png', mimeType: 'image/png', buffer: PNG });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Logo değiştirildi').first()).toBeVisible();
  await expect(logos.getByRole('img', { name: 'Transparan logo' })).toHaveAttribute(
    'src',
    /^\/files\/demo\//,
  );
});

import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

test('sign-in, a list and a dialog have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/#/auth/login');
  await expect(page.getByLabel('Tag')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page);
  await page.goto('/#/tanimlama/cinsiyet');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cinsiyet ekle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

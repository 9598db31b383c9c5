import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { signedIn } from './support/session.ts';
import { walkScreens } from './support/walk.ts';

const WIDTHS = [1280, 390];

/** The serious and critical findings of what is on view at each width, under `what at N px`. */
async function auditWidths(page: Page, what: string, found: Record<string, string[]>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[`${what} at ${width} px`] = violations;
  }
  await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 900 });
}

/** The screen's create dialog (the entity's editor: the generic one or the area's own), audited open. */
async function auditEditor(page: Page, route: string, found: Record<string, string[]>): Promise<boolean> {
  const create = page
    .getByRole('main')
    .getByRole('button', { name: / ekle$/ })
    .first();
  if (!(await create.isVisible())) return false;
  await create.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog, route).toBeVisible();
  await expect(dialog.getByRole('progressbar'), route).toHaveCount(0, { timeout: 20_000 });
  await auditWidths(page, `${route}, its editor`, found);
  await page.keyboard.press('Escape');
  await expect(dialog, route).toBeHidden();
  // the pointer leaves the create button: the next screen's button must not be audited mid-hover
  await page.mouse.move(0, 0);
  return true;
}

test('every screen of the menu and every screen under it (details, nested lists, builders, the workflow editor), their editors and row menus have no serious or critical axe violations, on a desktop and on a phone', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 900 });
  await signedIn(page);
  const found: Record<string, string[]> = {};
  let editors = 0;
  const reached = await walkScreens(
    page,
    async (route) => {
      await auditWidths(page, route, found);
      if (await auditEditor(page, route, found)) editors += 1;
    },
    {
      onRowMenu: async (route) => {
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[`${route}, its row menu`] = violations;
      },
    },
  );
  expect(found).toEqual({});
  expect(reached.length).toBeGreaterThan(18);
  expect(editors).toBeGreaterThan(25);
});

import type { Locator, Page } from '@playwright/test';

/**
 * Chooses `action` in the 'more actions' menu of a row (issue 17.3: a row with more than three actions keeps
 * the two most used as icons and lists the rest there). `scope` holds the row; `rowName` names it.
 */
export async function chooseRowAction(
  page: Page,
  scope: Page | Locator,
  rowName: string | RegExp,
  action: string | RegExp,
): Promise<void> {
  const menuButton =
    typeof rowName === 'string'
      ? scope.getByRole('button', { name: `${rowName} için diğer işlemler` })
      : scope.getByRole('button', { name: new RegExp(`${rowName.source} için diğer işlemler$`) });
  await menuButton.first().click();
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
}

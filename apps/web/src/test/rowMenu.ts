import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the 'more actions' menu of the row named `rowName` (issue 17.3) and returns the open menu. */
export async function openRowMenu(user: UserEvent, rowName: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `${rowName} için diğer işlemler` }));
  return screen.findByRole('menu');
}

/** Chooses the item named `label` in the row's 'more actions' menu. */
export async function chooseRowAction(user: UserEvent, rowName: string, label: string): Promise<void> {
  const menu = await openRowMenu(user, rowName);
  await user.click(within(menu).getByRole('menuitem', { name: label }));
}

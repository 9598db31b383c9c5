import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses a dialog's save while its input is wrong: save is enabled (issue 17.2), the press marks the
 * wrong fields with their messages and focuses the first, and no request is sent (`sent()` stays 0).
 */
export async function pressSaveRefused(
  user: UserEvent,
  dialog: HTMLElement,
  sent: () => number,
): Promise<void> {
  const save = within(dialog).getByRole('button', { name: 'Kaydet' });
  expect(save).toBeEnabled();
  await user.click(save);
  await waitFor(() => expect(dialog.querySelector('[aria-invalid="true"]')).not.toBeNull());
  const first = dialog.querySelector('[aria-invalid="true"]');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  expect(first).not.toBeNull();
  expect(sent()).toBe(0);
}

/**
 * Chooses `name` in a select or an autocomplete as a person does: a click on it, and the arrow key when the
 * click came while the dialog was still redrawing (an upload just finished) and no list opened.
 */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, name: string): Promise<void> {
  await user.click(combobox);
  if (!screen.queryByRole('listbox')) await user.keyboard('{ArrowDown}');
  await user.click(await screen.findByRole('option', { name }));
}

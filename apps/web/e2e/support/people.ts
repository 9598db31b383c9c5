import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `option` in the MUI select called `name` inside `scope`, and waits for its list to close. On two
 * busy cores a click on an option was once lost (CI, 2026-11-28: the list stayed open for a minute); the
 * option is clicked again while the list is still open.
 */
export async function choose(page: Page, scope: Locator | Page, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name, exact: true }).click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.click();
  await expect(async () => {
    if (await choice.isVisible()) await choice.click({ timeout: 2_000 });
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export interface NewUser {
  name: string;
  surname: string;
  role: string;
  department: string;
  email?: string;
  gsm?: string;
  panelUser?: boolean;
}

/** Fills the user dialog and saves it ('Kullanıcı oluşturuldu'). */
export async function createUser(page: Page, user: NewUser): Promise<void> {
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı ekle' });
  await choose(page, dialog, 'Rol', user.role);
  await choose(page, dialog, 'Departman', user.department);
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(user.name);
  await dialog.getByRole('textbox', { name: 'Soyad', exact: true }).fill(user.surname);
  if (user.email) await dialog.getByRole('textbox', { name: 'E-posta' }).fill(user.email);
  if (user.gsm) await dialog.getByRole('textbox', { name: 'GSM' }).fill(user.gsm);
  if (user.panelUser) await dialog.getByRole('switch', { name: 'Panel rolü' }).check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kullanıcı oluşturuldu').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Signs out and waits for the sign-in page (the logout call ends before the next sign-in starts). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/#\/auth\/login/);
  await expect(page.getByLabel('Tag')).toBeVisible();
}

/** A short unique suffix, so reruns against the same data do not collide. */
export const stamp = () => Date.now().toString(36).slice(-5);

/** The name a picker's option shows (its person), without the e-mail and department under it. */
export async function optionLabel(option: Locator): Promise<string> {
  return option.evaluate(
    (element) => element.querySelector('[data-option-label]')?.textContent ?? element.textContent ?? '',
  );
}

import { expect, test } from '@playwright/test';
import { optionLabel, stamp } from './support/people.ts';
import { openFromMenu, signedIn } from './support/session.ts';

test("a group's members are picked by server search and saved as the difference", async ({ page }) => {
  await signedIn(page);
  await openFromMenu(page, 'Gruplar');
  await expect(page).toHaveURL(/#\/ayarlar\/gruplar$/);
  const group = `E2E Grup ${stamp()}`;

  await page.getByRole('button', { name: 'Grup ekle' }).click();
  let dialog = page.getByRole('dialog', { name: 'Grup ekle' });
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(group);
  const members = dialog.getByRole('combobox', { name: 'Üyeler' });
  const picked: string[] = [];
  for (let i = 0; i < 2; i++) {
    await members.click(); // the list closes after each choice
    const option = page.getByRole('option').first();
    picked.push(await optionLabel(option));
    await option.click();
  }
  await dialog.getByRole('heading', { name: 'Grup ekle' }).click(); // closes the picker's list
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Grup oluşturuldu').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Ara' }).fill(group);
  await expect(page.getByRole('row', { name: `${group} 2` })).toBeVisible();

  // edit: drop the first member, search for a third by name (server search, 3+ characters)
  await page.getByRole('button', { name: `${group} düzenle` }).click();
  dialog = page.getByRole('dialog', { name: 'Grup düzenle' });
  const firstChip = dialog.getByRole('button', { name: picked[0] });
  await expect(firstChip).toBeVisible();
  await firstChip.press('Delete'); // a chip's delete key (its icon has no name of its own)
  await dialog.getByRole('combobox', { name: 'Üyeler' }).click();
  const third = page.getByRole('option').filter({ hasNotText: picked[0] }).first();
  const thirdName = await optionLabel(third);
  await dialog.getByRole('combobox', { name: 'Üyeler' }).fill(thirdName.split(' ')[0] ?? '');
  await page.getByRole('option', { name: thirdName }).first().click();
  await dialog.getByRole('heading', { name: 'Grup düzenle' }).click();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Grup güncellendi').first()).toBeVisible();

  // the detail lists exactly the new members
  await page.getByRole('button', { name: `${group} üyeleri` }).click();
  const detail = page.getByRole('dialog', { name: `${group} üyeleri` });
  await expect(detail.getByRole('status')).toHaveText('Toplam: 2');
  for (const member of [picked[1] ?? '', thirdName]) {
    const [first, ...rest] = member.split(' ');
    await expect(
      detail.getByRole('row', { name: new RegExp(`\\d+ ${first} ${rest.join(' ')}$`) }),
    ).toBeVisible();
  }
  await detail.getByRole('button', { name: 'Kapat' }).click();

  // saving again without a change says so and sends nothing
  await page.getByRole('button', { name: `${group} düzenle` }).click();
  dialog = page.getByRole('dialog', { name: 'Grup düzenle' });
  await expect(dialog.getByRole('button', { name: thirdName })).toBeVisible();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Değişiklik yok.').first()).toBeVisible();
});

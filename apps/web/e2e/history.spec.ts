import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { choose, createUser, stamp } from './support/people.ts';
import { openFromMenu, signedIn } from './support/session.ts';

/** The history of changes (issue 30 §2, docs/history.md): a user's department changed, read back by name. */

test("a user moved to another department: the user's history shows the old and the new department by name", async ({
  page,
}) => {
  await signedIn(page);
  await openFromMenu(page, 'Kullanıcılar');
  const surname = `Geçmiş${stamp()}`;
  await createUser(page, { name: 'Tarık', surname, role: 'Personel', department: 'Finans' });
  await page.getByRole('searchbox', { name: 'Ara' }).fill(surname);
  await page.getByRole('button', { name: `Tarık ${surname} düzenle` }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı düzenle' });
  await choose(page, dialog, 'Departman', 'Operasyon');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Tarık ${surname} için diğer işlemler` }).click();
  await page.getByRole('menuitem', { name: `Tarık ${surname}: değişiklik geçmişi` }).click();
  await expect(page).toHaveURL(/#\/ayarlar\/gecmis\?.*entity=User/);
  await expect(page.getByRole('heading', { level: 1, name: 'Değişiklik geçmişi' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Güncelleme' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ekleme' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const update = page.getByRole('row').filter({ hasText: 'Güncelleme' });
  await update.getByRole('button', { name: /değişiklikler$/ }).click();
  const changes = page.getByRole('dialog', { name: 'Değişiklikler' });
  const department = changes.getByRole('row', { name: /^Departman/ });
  await expect(department.getByRole('cell')).toHaveText(['Finans', 'Operasyon']);
  expect(await seriousViolations(page)).toEqual([]);
});
